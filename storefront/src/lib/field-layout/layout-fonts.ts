// The fonts staff pick for a field (OFL-licensed, from @fontsource, served by the shop itself). The three
// Latin fonts come as their Latin subset only (one file each; a letter outside it falls back to the next
// font of the stack); Nastaliq comes whole, its subsets split by unicode-range, so a browser fetches the
// Arabic-script file only for Urdu text. Import this module only from lazily loaded code: the entry must
// not carry the fonts.
import '@fontsource/lora/latin-400.css';
import '@fontsource/noto-sans/latin-400.css';
import '@fontsource/great-vibes/latin-400.css';
import '@fontsource/noto-nastaliq-urdu/400.css';
