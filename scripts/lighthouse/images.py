"""
Raster pictures for the Lighthouse stand-ins: the demo's scenes (a gradient sky, a sea, a sun
and a shore in the seed's palettes) drawn with Pillow as real JPEG, WebP or PNG files with a
photograph's grain, so their weight and decoding cost are those of real photographs.

    /usr/bin/python3 scripts/lighthouse/images.py PORT

GET /render?w=960&h=640&scene=beach&palette=lagoon&fm=webp&q=70&seed=key  ->  image bytes.
With from_w and from_h: the picture drawn at that size and scaled down to w x h (an image proxy).
Standard library and Pillow only; one picture is drawn once and then kept in memory.
"""

import hashlib
import io
import random
import sys
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from urllib.parse import parse_qs, urlparse

from PIL import Image, ImageDraw, ImageFilter

PALETTES = {
    "sunset": ("#6d28d9", "#f472b6", "#fb923c", "#0d9488", "#134e4a", "#fde68a", "#042f2e", "#ec4899"),
    "lagoon": ("#2dd4bf", "#99f6e4", "#f0fdfa", "#14b8a6", "#0f766e", "#fef3c7", "#115e59", "#f472b6"),
    "blush": ("#f9a8d4", "#fbcfe8", "#fdf2f8", "#5eead4", "#0d9488", "#fff1f2", "#9d174d", "#db2777"),
    "dusk": ("#042f2e", "#115e59", "#db2777", "#134e4a", "#042f2e", "#fbcfe8", "#020617", "#f472b6"),
    "noon": ("#0ea5e9", "#7dd3fc", "#e0f2fe", "#0d9488", "#115e59", "#fef9c3", "#166534", "#f472b6"),
    "golden": ("#f59e0b", "#fcd34d", "#fef3c7", "#0f766e", "#134e4a", "#fffbeb", "#78350f", "#ec4899"),
}
FORMATS = {"webp": ("WEBP", "image/webp"), "png": ("PNG", "image/png"), "jpg": ("JPEG", "image/jpeg")}
MAX_SIDE = 4000

cache = {}
lock = threading.Lock()


def rgb(color):
    color = color.lstrip("#")
    return tuple(int(color[i : i + 2], 16) for i in (0, 2, 4))


def mix(a, b, t):
    return tuple(round(x + (y - x) * t) for x, y in zip(a, b))


def gradient(draw, box, stops):
    left, top, right, bottom = box
    height = max(1, bottom - top)
    for row in range(top, bottom):
        t = (row - top) / height
        for (start, a), (end, b) in zip(stops, stops[1:]):
            if start <= t <= end:
                draw.line([(left, row), (right, row)], fill=mix(a, b, (t - start) / max(1e-6, end - start)))
                break


def draw_scene(width, height, scene, palette, seed):
    sky_top, sky_mid, sky_bottom, sea, sea_deep, sun, land, accent = (rgb(c) for c in PALETTES.get(palette, PALETTES["sunset"]))
    rnd = random.Random(seed)
    image = Image.new("RGB", (width, height))
    draw = ImageDraw.Draw(image)
    horizon = round(height * (0.45 + rnd.random() * 0.2))
    gradient(draw, (0, 0, width, horizon), [(0, sky_top), (0.6, sky_mid), (1, sky_bottom)])
    gradient(draw, (0, horizon, width, height), [(0, sea), (1, sea_deep)])
    side = min(width, height)
    # Clouds, the sun and its reflection.
    for _ in range(rnd.randint(3, 7)):
        cx, cy = rnd.random() * width, rnd.random() * horizon * 0.7
        rx, ry = side * (0.08 + rnd.random() * 0.15), side * (0.02 + rnd.random() * 0.04)
        draw.ellipse([cx - rx, cy - ry, cx + rx, cy + ry], fill=mix(sky_mid, (255, 255, 255), 0.5))
    sx, sr = width * (0.2 + rnd.random() * 0.6), side * (0.06 + rnd.random() * 0.06)
    sy = horizon - sr * (0.3 + rnd.random())
    draw.ellipse([sx - sr * 1.6, sy - sr * 1.6, sx + sr * 1.6, sy + sr * 1.6], fill=mix(sky_bottom, sun, 0.5))
    draw.ellipse([sx - sr, sy - sr, sx + sr, sy + sr], fill=sun)
    for row in range(horizon + 2, height, max(2, height // 60)):
        spread = sr * (0.4 + (row - horizon) / height * 2)
        wobble = rnd.uniform(-spread, spread) * 0.3
        draw.line([(sx - spread + wobble, row), (sx + spread + wobble, row)], fill=mix(sea, sun, 0.45), width=max(1, height // 300))
    # Waves.
    for _ in range(rnd.randint(20, 40)):
        y = rnd.uniform(horizon + 4, height)
        x = rnd.uniform(0, width)
        length = side * rnd.uniform(0.03, 0.12) * (y / height)
        draw.line([(x, y), (x + length, y)], fill=mix(sea, (255, 255, 255), 0.35), width=max(1, height // 400))
    # A shore or cliffs, palms or a boat, depending on the scene.
    shore = [(0, height)]
    steps = 12
    base = height * (0.78 if scene in ("beach", "palms", "spa", "food", "market") else 0.6)
    for index in range(steps + 1):
        x = width * index / steps * (0.55 if scene != "cliffs" else 0.4)
        shore.append((x, base + rnd.uniform(-0.06, 0.06) * height - (steps - index) * height * 0.012))
    shore.append((width * (0.55 if scene != "cliffs" else 0.4), height))
    draw.polygon(shore, fill=land)
    if scene in ("beach", "palms", "spa", "food", "market", "sunset"):
        draw.rectangle([0, round(height * 0.9), width, height], fill=mix(sky_bottom, (230, 200, 160), 0.6))
    for _ in range(rnd.randint(1, 4)):
        px = rnd.uniform(width * 0.05, width * 0.5)
        ground = height * rnd.uniform(0.75, 0.92)
        top = ground - height * rnd.uniform(0.25, 0.45)
        draw.line([(px, ground), (px + side * 0.03, top)], fill=land, width=max(2, side // 90))
        for angle in range(6):
            dx = side * (0.06 + 0.02 * (angle % 3)) * (-1 if angle % 2 else 1)
            dy = side * (0.02 * (angle // 2) - 0.01)
            draw.line([(px + side * 0.03, top), (px + side * 0.03 + dx, top + dy + side * 0.04)], fill=land, width=max(2, side // 120))
    if scene in ("boat", "reef", "lighthouse", "cliffs", "night", "waterfall"):
        bx, by = width * rnd.uniform(0.55, 0.85), horizon + (height - horizon) * 0.35
        draw.polygon([(bx - side * 0.08, by), (bx + side * 0.08, by), (bx + side * 0.05, by + side * 0.03), (bx - side * 0.05, by + side * 0.03)], fill=accent)
        draw.polygon([(bx, by - side * 0.12), (bx, by), (bx + side * 0.06, by)], fill=(255, 255, 255))
    # A photograph's grain and softness: without it the file would be unrealistically small.
    image = image.filter(ImageFilter.GaussianBlur(radius=max(0.6, side / 900)))
    grain = Image.effect_noise((width, height), 64).convert("RGB")
    image = Image.blend(image, grain, 0.1)
    fine = Image.effect_noise((max(1, width // 2), max(1, height // 2)), 80).resize((width, height), Image.BILINEAR).convert("RGB")
    return Image.blend(image, fine, 0.12)


def render(params):
    def number(name, default, low, high):
        try:
            value = int(float(params.get(name, [default])[0]))
        except ValueError:
            value = default
        return max(low, min(high, value))

    width = number("w", 1600, 1, MAX_SIDE)
    height = number("h", 1067, 1, MAX_SIDE)
    quality = number("q", 80, 1, 100)
    scene = params.get("scene", ["sunset"])[0]
    palette = params.get("palette", ["sunset"])[0]
    fmt = params.get("fm", ["jpg"])[0]
    fmt = fmt if fmt in FORMATS else "jpg"
    seed = int(hashlib.sha256(params.get("seed", [""])[0].encode()).hexdigest()[:8], 16)
    # A resizing service's answer: the original (`from_w` x `from_h`) drawn, then scaled down, so
    # its grain is averaged away as in a real downscale and the file weighs what a real one would.
    from_w = number("from_w", 0, 0, MAX_SIDE)
    from_h = number("from_h", 0, 0, MAX_SIDE)
    key = (width, height, scene, palette, fmt, quality, seed, from_w, from_h)
    with lock:
        found = cache.get(key)
    if found:
        return found
    if from_w > width and from_h > 0:
        picture = draw_scene(from_w, from_h, scene, palette, seed).resize((width, height), Image.LANCZOS)
    else:
        picture = draw_scene(width, height, scene, palette, seed)
    out = io.BytesIO()
    pil_format, content_type = FORMATS[fmt]
    if pil_format == "JPEG":
        picture.save(out, pil_format, quality=quality, optimize=True, progressive=True)
    elif pil_format == "WEBP":
        picture.save(out, pil_format, quality=quality, method=4)
    else:
        picture.save(out, pil_format, optimize=True)
    result = (out.getvalue(), content_type)
    with lock:
        cache[key] = result
    return result


class Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"

    def do_GET(self):
        url = urlparse(self.path)
        if url.path == "/ready":
            body, content_type = b"ok", "text/plain"
        elif url.path == "/render":
            body, content_type = render(parse_qs(url.query))
        else:
            self.send_error(404)
            return
        self.send_response(200)
        self.send_header("Content-Type", content_type)
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def log_message(self, *args):
        pass


if __name__ == "__main__":
    server = ThreadingHTTPServer(("127.0.0.1", int(sys.argv[1])), Handler)
    server.daemon_threads = True
    print(f"images: http://127.0.0.1:{server.server_port}/", flush=True)
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass
