#include "wealth_of_nations/draft.h"

namespace nc::won {

std::string_view key(DraftKind k)
{
    switch (k) {
    case DraftKind::Industry: return "industry";
    case DraftKind::Commodity: return "commodity";
    case DraftKind::Either: return "either";
    }
    return "either";
}

int draftRounds(int players)
{
    switch (players) {
    case 3: return 4; // 12 Packages, 4 each
    case 4: return 3;
    default: return 2; // 5 players: 10 of the 11 Packages in the draft; 6 players: all 12
    }
}

DraftKind draftKind(int players, int round)
{
    if (round == 1)
        return DraftKind::Industry;
    return players >= 5 ? DraftKind::Commodity : DraftKind::Either;
}

std::string draftRule(int players)
{
    switch (players) {
    case 3: return "W l.443-448, l.456-488, l.513-518";
    case 4: return "W l.443-448, l.473-488, l.499-501";
    case 5: return "W l.443-448, l.490-511";
    default: return "W l.443-448, l.520-536";
    }
}

std::vector<DraftSlot> draftSchedule(int players, int firstPlayer)
{
    std::vector<DraftSlot> out;
    for (int r = 1; r <= draftRounds(players); ++r) {
        const bool clockwise = r % 2 == 1;
        for (int k = 0; k < players; ++k) {
            // Clockwise from the first player, or counter-clockwise from the last (the first's right, W l.453).
            const int seat = clockwise ? firstPlayer + k : firstPlayer - 1 - k;
            out.push_back({r, clockwise, ((seat % players) + players) % players, draftKind(players, r)});
        }
    }
    return out;
}

bool packageInDraft(const Package &p, int players) { return !(players == 5 && p.id == "industry_2"); }

bool kindFits(DraftKind k, const Package &p)
{
    return k == DraftKind::Either || (k == DraftKind::Industry) == p.industry;
}

} // namespace nc::won
