#!/usr/bin/env python3
"""Prints the table of `BidiClassCorrections.swift`: every range of code points whose bidirectional class in the
Unicode Character Database of this Python (`unicodedata.unidata_version`) differs from the class the system's FriBidi
gives it.

Debian's FriBidi 1.0.8 carries Unicode 10.0's data, and every character Unicode assigned since then (Hanifi Rohingya's
digits, class AN since 11.0, among them) takes the default class of its block there: R in the right-to-left blocks, so
that a number of Hanifi digits is read right to left, "123" drawn "321" (stranger17 #1). Dial corrects those classes
before the levels are resolved, from a table made by this script, so that no data is fetched at build or run time.
A code point the database leaves unassigned is left out: FriBidi's default for it is the one UAX #9 gives.

Usage: scripts/bidi-class-corrections.py   (Python 3.11's unicodedata is Unicode 14.0.0; the table names its version)
"""
import ctypes
import ctypes.util
import sys
import unicodedata

fribidi = ctypes.CDLL(ctypes.util.find_library("fribidi") or "libfribidi.so.0")
fribidi.fribidi_get_bidi_type.restype = ctypes.c_uint32
fribidi.fribidi_get_bidi_type.argtypes = [ctypes.c_uint32]
fribidi.fribidi_get_bidi_type_name.restype = ctypes.c_char_p
fribidi.fribidi_get_bidi_type_name.argtypes = [ctypes.c_uint32]
fribidi_version = ctypes.c_char_p.in_dll(fribidi, "fribidi_unicode_version").value.decode()

# FriBidi's names for the classes that UAX #9 names otherwise.
UAX9_NAME = {"LTR": "L", "RTL": "R", "BS": "B", "SS": "S"}


def fribidi_class(code_point):
    name = fribidi.fribidi_get_bidi_type_name(fribidi.fribidi_get_bidi_type(code_point)).decode()
    return UAX9_NAME.get(name, name)


ranges = []
for code_point in range(0x110000):
    ucd = unicodedata.bidirectional(chr(code_point))
    if not ucd or ucd == fribidi_class(code_point):
        continue
    if ranges and ranges[-1][1] == code_point - 1 and ranges[-1][2] == ucd:
        ranges[-1][1] = code_point
    else:
        ranges.append([code_point, code_point, ucd])

print(f"// Unicode {unicodedata.unidata_version} against FriBidi's Unicode {fribidi_version}: {len(ranges)} ranges.")
for low, high, ucd in ranges:
    name = unicodedata.name(chr(low), "").lower()
    print(f"    Entry(0x{low:04X}, 0x{high:04X}, .{ucd.lower()}),  // {name}")
