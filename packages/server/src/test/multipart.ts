// A multipart/form-data body as a browser sends it, for in-process tests.
export interface MultipartFile {
  field: string;
  name: string;
  data: Buffer;
  type?: string;
}

/** `boundary`: a browser draws a new one for every send, a retry included. */
export function multipartBody(fields: [string, string][], files: MultipartFile[] = [], boundary = '----fbtest') {
  const chunks: Buffer[] = [];
  for (const [name, value] of fields)
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  for (const file of files) {
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.name}"\r\nContent-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`;
    chunks.push(Buffer.from(head), file.data, Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** A large file described, not held: `size` bytes made of one repeated block. */
export interface GeneratedFile {
  field: string;
  name: string;
  size: number;
}

/**
 * A multipart body generated as it is sent, so a test can post hundreds of megabytes
 * without holding them; `length` is its exact size for the content-length header.
 */
export function streamedMultipartBody(files: GeneratedFile[], boundary = '----fbstream') {
  const block = Buffer.alloc(64 * 1024, 0x61);
  const heads = files.map((f) =>
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${f.field}"; filename="${f.name}"\r\nContent-Type: text/plain\r\n\r\n`,
    ),
  );
  const tail = Buffer.from(`--${boundary}--\r\n`);
  const length = files.reduce((sum, f, i) => sum + (heads[i]?.length ?? 0) + f.size + 2, tail.length);
  function* chunks(): Generator<Buffer> {
    for (const [i, file] of files.entries()) {
      yield heads[i] ?? Buffer.alloc(0);
      for (let sent = 0; sent < file.size; sent += block.length)
        yield block.subarray(0, Math.min(block.length, file.size - sent));
      yield Buffer.from('\r\n');
    }
    yield tail;
  }
  return {
    chunks,
    length,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': String(length) },
  };
}
