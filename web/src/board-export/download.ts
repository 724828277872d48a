// Saving what the page made as a file (a zip, a bitstream, a figure): an object URL on a link
// with `download`, clicked once and released, as the waveform download does with its VCD.
export function saveFile(data: Uint8Array | Blob | string, name: string, type = 'application/zip') {
  const blob = data instanceof Blob ? data : new Blob([data as BlobPart], { type });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has handed the URL to the download, on the next task.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
