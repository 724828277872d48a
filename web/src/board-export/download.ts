// Saving bytes the page made as a file: an object URL on a link with `download`, clicked
// once and released, as the waveform download does with its VCD.
export function saveFile(bytes: Uint8Array, name: string, type = 'application/zip') {
  const url = URL.createObjectURL(new Blob([bytes as BlobPart], { type }));
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
