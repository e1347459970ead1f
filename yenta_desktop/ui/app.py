"""Placeholder window until the table scene lands: opens, says so, and runs the smoke test."""

from __future__ import annotations

import argparse
import os


def run_app(args: argparse.Namespace) -> int:
    """Open the window (or run ``--smoke-test N`` frames headless); returns the exit status."""
    if args.smoke_test is not None:
        os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
        os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    import pygame

    pygame.init()
    try:
        screen = pygame.display.set_mode((1280, 720))
        pygame.display.set_caption("Yenta Desktop")
        font = pygame.font.Font(None, 48)
        clock = pygame.time.Clock()
        frames = 0
        running = True
        while running:
            for event in pygame.event.get():
                if event.type == pygame.QUIT:
                    running = False
            screen.fill((20, 90, 60))
            text = font.render("Yenta Desktop - the table is being built", True, (240, 240, 230))
            screen.blit(text, text.get_rect(center=screen.get_rect().center))
            pygame.display.flip()
            frames += 1
            if args.smoke_test is not None:
                if frames >= args.smoke_test:
                    break
            else:
                clock.tick(60)
    finally:
        pygame.quit()
    return 0
