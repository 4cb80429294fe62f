/** The text of a PDF answer (pdf-parse), so tests read what a customer's PDF says. */
import { PDFParse } from 'pdf-parse';

export async function pdfText(bytes: ArrayBuffer): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(bytes) });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
}
