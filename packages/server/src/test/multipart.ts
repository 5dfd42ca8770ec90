// A multipart/form-data body as a browser sends it, for in-process tests.
export interface MultipartFile {
  field: string;
  name: string;
  data: Buffer;
  type?: string;
}

export function multipartBody(fields: [string, string][], files: MultipartFile[] = []) {
  const boundary = '----fbtest';
  const chunks: Buffer[] = [];
  for (const [name, value] of fields) chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  for (const file of files) {
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.name}"\r\nContent-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`;
    chunks.push(Buffer.from(head), file.data, Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
