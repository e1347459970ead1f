"""Table pieces drawn by hand (dice, seats, animations) and small pygame_gui compositions."""
