/** heic-decode ships no types: its primary picture's RGBA pixels (four bytes a pixel, row after row). */
declare module 'heic-decode' {
  interface DecodedHeic {
    width: number;
    height: number;
    data: ArrayBuffer;
  }
  function decode(input: { buffer: Uint8Array }): Promise<DecodedHeic>;
  export default decode;
}
