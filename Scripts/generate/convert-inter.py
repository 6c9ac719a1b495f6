#!/usr/bin/env python3
"""Converts Debian's Inter (fonts-inter: static CFF .otf files) to TrueType for Sources/GlissSDL/Fonts
(Sans-Regular/Bold/Heavy.ttf). Inter (SIL OFL 1.1, no reserved font name) looks like Apple's SF,
which the seeds' screenshots use. Cubic CFF outlines become quadratic TrueType glyphs (fontTools
cu2qu, max error 1 unit in 1000); hinting is dropped (FreeType autohints).

usage: pip install fonttools && Scripts/generate/convert-inter.py [SRC_DIR] [DEST_DIR]
"""
import sys
from fontTools.ttLib import TTFont, newTable
from fontTools.pens.cu2quPen import Cu2QuPen
from fontTools.pens.ttGlyphPen import TTGlyphPen

src = sys.argv[1] if len(sys.argv) > 1 else "/usr/share/fonts/opentype/inter"
dest = sys.argv[2] if len(sys.argv) > 2 else "Sources/GlissSDL/Fonts"
FILES = {"Inter-Regular.otf": "Sans-Regular.ttf", "Inter-Bold.otf": "Sans-Bold.ttf", "Inter-ExtraBold.otf": "Sans-Heavy.ttf"}

def to_truetype(path_in, path_out):
    font = TTFont(path_in)
    glyph_set = font.getGlyphSet()
    glyf = newTable("glyf")
    glyf.glyphOrder = font.getGlyphOrder()
    glyf.glyphs = {}
    for name in glyf.glyphOrder:
        pen = TTGlyphPen(glyph_set)
        glyph_set[name].draw(Cu2QuPen(pen, max_err=1.0, reverse_direction=True))
        glyf.glyphs[name] = pen.glyph()
    font["glyf"] = glyf
    font["loca"] = newTable("loca")
    maxp = font["maxp"]
    maxp.tableVersion = 0x00010000
    for attr in ("maxZones", "maxTwilightPoints", "maxStorage", "maxFunctionDefs", "maxInstructionDefs",
                 "maxStackElements", "maxSizeOfInstructions", "maxComponentElements"):
        setattr(maxp, attr, 0)
    maxp.maxZones = 1
    maxp.maxComponentDepth = 0
    for tag in ("CFF ", "VORG"):
        if tag in font:
            del font[tag]
    font["head"].glyphDataFormat = 0
    font["post"].formatType = 2.0
    font["post"].extraNames = []
    font["post"].mapping = {}
    font["post"].glyphOrder = glyf.glyphOrder
    font.sfntVersion = "\x00\x01\x00\x00"
    font.save(path_out)

for s, d in FILES.items():
    to_truetype(f"{src}/{s}", f"{dest}/{d}")
    print(f"{src}/{s} -> {dest}/{d}")
