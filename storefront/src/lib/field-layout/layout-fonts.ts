// The fonts staff pick for a field (OFL-licensed, from @fontsource, served by the shop itself). Each
// file's unicode-range means a browser fetches only the scripts a text uses. Import this module only
// from lazily loaded code: the entry must not carry the fonts.
import '@fontsource/lora/400.css';
import '@fontsource/noto-sans/400.css';
import '@fontsource/great-vibes/400.css';
import '@fontsource/noto-nastaliq-urdu/400.css';
