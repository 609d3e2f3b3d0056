import { boxPosition, textStyle } from './layout-style';

describe('the layout styles', () => {
  it('places the box in percent of the picture', () => {
    expect(boxPosition({ x: 0.1, y: 0.25, w: 0.5, h: 0.125 })).toEqual({
      left: '10%',
      top: '25%',
      width: '50%',
      height: '12.5%',
    });
  });

  it('sizes text from the picture height, with Nastaliq behind the chosen font for Urdu letters', () => {
    const style = textStyle(
      { x: 0, y: 0, w: 1, h: 1, font: 'serif', size: 0.1, color: '#112233', align: 'end' },
      0.5,
    );
    expect(style).toEqual({
      fontFamily: "'Lora', 'Noto Nastaliq Urdu', serif",
      fontSize: '20cqw',
      color: '#112233',
      textAlign: 'end',
    });
  });
});
