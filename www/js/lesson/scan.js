// Reading students' results codes from their screens with the laptop's camera (the teacher's
// "Scan with the camera"): every few frames the camera's picture is drawn on a canvas and
// looked at by jsQR, a QR code reader from npm (pinned in tests/package.json; esbuild bundles
// it into a chunk of its own, which lesson.js imports only when the teacher presses Scan, so no
// other page and no lesson without a scan downloads it). Each code read is handed on once.
// Nothing leaves the browser: the frames are read in the page and dropped.

import jsQR from "jsqr";

/** How often a frame is looked at, in ms: often enough to feel at once, rarely enough to leave the page free. */
const EVERY_MS = 200;

/**
 * Starts the camera into `video` and calls `onCode` with the text of each QR code it reads that
 * was not read before; the returned function stops the camera. Throws the browser's error when
 * there is no camera or it was refused.
 * @param {HTMLVideoElement} video
 * @param {(text: string) => void} onCode
 * @returns {Promise<() => void>}
 */
export async function startScan(video, onCode) {
  const stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: "environment" }, audio: false });
  video.srcObject = stream;
  video.muted = true;
  await video.play();
  const canvas = document.createElement("canvas");
  const context = canvas.getContext("2d", { willReadFrequently: true });
  const seen = new Set();
  const timer = setInterval(() => {
    const [width, height] = [video.videoWidth, video.videoHeight];
    if (!width || !height || !context) return;
    canvas.width = width;
    canvas.height = height;
    context.drawImage(video, 0, 0, width, height);
    const found = jsQR(context.getImageData(0, 0, width, height).data, width, height, { inversionAttempts: "dontInvert" });
    if (found?.data && !seen.has(found.data)) {
      seen.add(found.data);
      onCode(found.data);
    }
  }, EVERY_MS);
  return () => {
    clearInterval(timer);
    for (const track of stream.getTracks()) track.stop();
    video.srcObject = null;
  };
}
