"""tabletop: Japanese doujin board and card games at one computer, rules enforced and explained."""

__version__ = "0.1.0"
