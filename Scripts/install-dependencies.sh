#!/usr/bin/env bash
# Installs the Debian/Ubuntu packages Fluid needs that are missing (with sudo when not root).
# Usage: Scripts/install-dependencies.sh [extra-package ...]
set -euo pipefail

# Mesa's EGL and OpenGL drivers: the tests draw on an accelerated renderer without a display too
# (SDL's offscreen video driver, Docs/Rendering.md §14).
# libdeflate: the PNG decoder for the shipped pictures (Sources/CRaster/PNGDecode.c).
packages=(libsdl2-dev libsdl2-ttf-dev libsdl2-image-dev libdeflate-dev libegl1 libegl-mesa0 libgl1-mesa-dri libgles2 "$@")
missing=()
for package in "${packages[@]}"; do
    dpkg -s "$package" >/dev/null 2>&1 || missing+=("$package")
done

if ((${#missing[@]})); then
    echo "Installing: ${missing[*]}"
    sudo=""
    if [ "$(id -u)" -ne 0 ]; then
        command -v sudo >/dev/null || { echo "error: need root or sudo to install ${missing[*]}" >&2; exit 1; }
        sudo="sudo"
    fi
    $sudo apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi

if ! command -v swift >/dev/null; then
    echo "error: no Swift toolchain on PATH: install Swift 6 (https://www.swift.org/install/linux/) and run this again" >&2
    exit 1
fi
