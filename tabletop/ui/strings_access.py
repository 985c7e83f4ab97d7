"""User-facing strings of the settings screen, the help screens, the keyboard
focus ring and the hardened load screen, in Japanese and English.

Kept apart from ``strings.py`` (the shell's first catalog) so the two can be
edited independently; both register ``ui.*`` keys when the UI is imported.
"""

from __future__ import annotations

from tabletop.core import i18n

i18n.register({
    # settings
    "ui.settings": ("設定", "Settings"),
    "ui.settings_title": ("設定", "Settings"),
    "ui.set_lang": ("言語 / Language", "Language / 言語"),
    "ui.set_scale": ("画面の大きさ", "UI scale"),
    "ui.set_volume": ("音量", "Volume"),
    "ui.set_muted": ("効果音", "Sound effects"),
    "ui.sound_on": ("鳴らす", "On"),
    "ui.sound_off": ("消音", "Muted"),
    "ui.set_palette": ("色覚に合わせた色", "Colour-vision palette"),
    "ui.palette_standard": ("標準", "Standard"),
    "ui.palette_deuteranopia": ("2型色覚 (D型・緑)", "Deuteranopia (green-blind)"),
    "ui.palette_protanopia": ("1型色覚 (P型・赤)", "Protanopia (red-blind)"),
    "ui.palette_tritanopia": ("3型色覚 (T型・青)", "Tritanopia (blue-blind)"),
    "ui.palette_high_contrast": ("高コントラスト", "High contrast"),
    "ui.set_dice": ("ダイスの既定", "Default dice"),
    "ui.set_window": ("ウィンドウの大きさ", "Window size"),
    "ui.set_pace": ("コンピューターの手", "Computer's moves"),
    "ui.pace_on": ("見える速さで（0.6秒ずつ）", "At a pace you can follow (0.6 s each)"),
    "ui.pace_off": ("すぐに指す", "At once"),
    # animations (motion)
    "ui.set_animations": ("動き（カード・ダイス）", "Animations (cards, dice)"),
    "ui.animations_on": ("動かす", "On"),
    "ui.animations_off": ("すぐに表示", "Off: show at once"),
    "ui.sides_preview": ("陣営の色と形:", "Side colours and shapes:"),
    "ui.scale_note": ("画面が小さいときは、表示できる範囲で拡大します。",
                      "On a small window the scale is limited to what fits."),
    "ui.scale_limited": ("このウィンドウでは {pct}% で表示しています。", "This window shows it at {pct} %."),
    "ui.settings_saved": ("設定は自動的に保存されます。", "Settings are saved automatically."),
    "ui.test_sound": ("音を試す", "Test sound"),
    # keys and help
    "ui.close": ("閉じる", "Close"),
    "ui.keys_title": ("キー操作", "Keys"),
    "ui.keys_here": ("この画面", "This screen"),
    "ui.keys_everywhere": ("どの画面でも", "Everywhere"),
    "ui.key_focus": ("ボタン・選択肢を順に選ぶ", "Move between buttons and choosers"),
    "ui.key_press": ("選んだボタンを押す", "Press the chosen button"),
    "ui.key_arrows": ("選択肢を変える／一覧を移動", "Change a chooser / move in a list"),
    "ui.key_back": ("戻る・メニュー", "Back / menu"),
    "ui.key_help": ("このキー一覧", "This list of keys"),
    "ui.key_scroll": ("スクロール", "Scroll"),
    "ui.key_scroll_ends": ("最初／最後へ", "To the start / end"),
    "ui.key_menu": ("メニュー", "Menu"),
    "ui.key_why": ("このエラーのルールを見る", "Show the rule behind this error"),
    "ui.how_to_play": ("遊び方", "How to play"),
    "ui.rule_shown": ("{rule} の箇所を表示しています。", "Showing {rule}."),
    "ui.rule_not_found": ("{rule} は説明文の中に見つかりませんでした。最初から表示します。",
                          "{rule} is not cited in the help; showing it from the start."),
    "ui.why": ("なぜ?", "Why?"),
    # load
    "ui.load_partial": ("問題の手の直前まで読み込む", "Load up to the bad action"),
    "ui.load_partial_done": ("{where} の手までを読み込みました: {why}", "Loaded up to {where}: {why}"),
    "ui.load_illegal": ("{where} がルールに反しています: {why}", "{where} breaks a rule: {why}"),
})
