"""Rules help for the Z Gundam screen (the in-game menu's "rules"), Japanese and English."""

from __future__ import annotations

from tabletop.core.i18n import Text

HELP_LINES = [
    Text("■ 手番（ルール (1)-(3)）", "■ A turn (rule (1)-(3))"),
    Text("手番の初めに手札が5枚になるまで引く（補充カードはすぐ使う）。次のa～eから1つだけ行う。最後に手札を4枚まで捨てる。",
         "At the start of the turn draw to 5 (supply cards work at once). Do ONE of a-e, then discard down to 4."),
    Text("a) 特殊カード：修理・爆破・補充・コロニーレーザー。カードを選び、対象（艦船・パイロット・プレイヤー）をクリック。",
         "a) Special card: repair, explosion, supply, colony laser. Pick the card, then click its target (ship, pilot, player)."),
    Text("b) 戦闘準備完了のMSを、敵のMSか艦船へドラッグ。MS同士は命中数の多い方の勝ち。艦船は2以下で迎撃。",
         "b) Drag a combat-ready MS onto an enemy MS or ship. MS against MS: more hits wins. Ships hit MS on 2 or less."),
    Text("c) 自分の艦船を敵の艦船へドラッグ：両方が対艦攻撃力のダイスを振り、命中数だけ被害を与え合う。",
         "c) Drag your ship onto an enemy ship: both roll anti-ship dice and deal their hits as damage."),
    Text("d) 手札のMSをパイロットへドラッグ：戦闘準備完了（艦船の前に並ぶ）。", "d) Drag an MS in your hand onto a pilot: the pair is combat ready."),
    Text("e) 手札1枚を捨て札へドラッグ。", "e) Drag one hand card onto the discard pile."),
    Text("■ 攻撃への対応", "■ Answering an attack"),
    Text("攻撃されたプレイヤーには毎回、停戦信号（MS戦）・ダミー隕石（艦対艦）で回避するか「反応しない」かを問います（ruling R5）。",
         "The attacked player is asked every time: avoid it with a ceasefire (MS battle) or dummy meteor (ship battle), "
         "or \"No reaction\" (ruling R5)."),
    Text("■ 得点（勝敗の判定）", "■ Points (winning)"),
    Text("倒したMSの攻撃力＋パイロットの能力＋艦船の耐久力×3。カード右上の数字がその得点。",
         "MS attack + pilot ability + ship durability × 3. The number in a card's top corner is its value."),
    Text("■ 操作", "■ Controls"),
    Text("クリックで選択、もう一度クリックで解除、右クリックで全解除。カードに乗せると拡大表示。Ctrl+Zで自分の手番中の手を取り消し（ダイス・ドロー以前は不可）。",
         "Click to pick, click again to drop it, right-click to clear. Hover a card to enlarge it. "
         "Ctrl+Z takes back your own moves this turn (not past dice or draws)."),
    Text("細い札の数字のアイコン：↑ 対空攻撃力、→ 対艦攻撃力、盾 耐久力、◎ 対艦命中数、爆発 攻撃力、★ 能力値（札に乗せると意味が出ます）。",
         "Icons for numbers on narrow strips: ↑ anti-air, → anti-ship, shield durability, ◎ hits on, burst attack, "
         "★ ability (hover the strip to see them named)."),
    Text("手番が替わる時や攻撃への対応の時、次が別の人間のプレイヤーなら目隠し画面になります。画面を渡してください。",
         "A curtain hides the table whenever the computer must pass to another human player (also for an answer to an "
         "attack); computer players answer without one."),
]
