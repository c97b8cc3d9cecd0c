#pragma once
// The Resolution Phase of one round (Rulebook p.18-19), computed in rulebook order:
// 1 Production (incl. revolt and resource shortage), 2 Player order, 3 War, 4 Events (both, top to
// bottom), 5 Famine, (6) Books scoring at the end of rounds 2/4/6/8; solo: Stability vs the shadow
// opponent each round and 3 VP for more Books at the end of each age (Rulebook p.23). Then the
// numbers the table corrected in the breakdown (RoundInputs::resultCorrections), each explained.
// Pure and deterministic: same catalog + state -> same result, explanation text included.

#include <string>
#include <vector>

#include "core/explanation.h"
#include "nations/catalog.h"
#include "nations/game_state.h"

namespace nc::nations {

/// A decision the table must make during resolution (event choices, which resource to lose when
/// Books are at 0, ...). Decisions are listed in the order to ask them (reverse player order where
/// the rulebook says so, Rulebook p.19 "Events"). Answers go into RoundInputs::choices[id].
struct Decision {
    std::string id;                   ///< stable key, e.g. "event1/2" or "shortage/0/books/production"
    int player = -1;
    std::string step;                 ///< step the decision belongs to
    std::string question;             ///< e.g. "Pay 2 Food or go last in player order?", in plain words
    std::string source;               ///< where the rule stands, e.g. "Rulebook p.17; FAQ R-15", shown one
                                      ///< click away beside the question; "" = none given
    std::vector<std::string> options; ///< machine values, e.g. {"pay", "decline"}
    std::vector<std::string> optionLabels; ///< display text of each option
    std::string defaultOption;        ///< used while unanswered
    bool answered = false;
    std::string chosen;               ///< the option applied: the answer, or the default while unanswered
    /// `question` and `optionLabels` as translatable messages (core/message.h); an empty message (or a
    /// label without one) is printed as the English text.
    Message questionMessage;
    std::vector<Message> optionLabelMessages;

    /// Sets the question in both forms.
    void setQuestion(const Message &m)
    {
        question = m.english();
        questionMessage = m;
    }
    /// Adds an option with its label in both forms.
    void addOption(std::string value, const Message &label)
    {
        options.push_back(std::move(value));
        optionLabelMessages.resize(optionLabels.size());
        optionLabels.push_back(label.english());
        optionLabelMessages.push_back(label);
    }
};

struct ResolutionStep {
    std::string id;     ///< "production", "player_order", "war", "event1", "event2", "famine", "books", "solo",
                        ///< "end_of_round" (only when resources are parked on Joseon Kingdom, PlayerState::parked)
                        ///< and "corrections" (last, only when RoundInputs::resultCorrections is not empty)
    std::string title;  ///< e.g. "1. Production"
    std::string rule;   ///< citation, e.g. "Rulebook p.18, Resolution Phase 1"
    std::vector<ExplanationLine> lines; ///< per player and quantity; lines with quantity nullopt are notes
    Message titleMessage; ///< `title` translatable (title == titleMessage.english())
};

struct ResolutionResult {
    GameState after;                   ///< state after the round: next round in phase Growth with RoundInputs
                                       ///< cleared, or phase Finished after the last round
    std::vector<ResolutionStep> steps; ///< in rulebook order, including steps with no change (empty lines)
    std::vector<Decision> decisions;   ///< every decision of this round, answered or not
    /// Effects the engine did not apply ("apply by hand: <text>"), also present as note lines in
    /// their step; the table applies them with manual corrections.
    std::vector<std::string> manual;
    bool complete() const;             ///< true when every decision is answered
};

/// Decision ids (answers go to RoundInputs::choices[id]; a string option value, integers may be
/// given as JSON numbers):
///  - "shortage/<p>/books/<step>"      Books at 0 must drop further (Rulebook p.8 "Resource loss",
///                                      FAQ R-05): "gold" | "food" | "stone" — the resource lost instead,
///                                      default the one held most (ties: gold, food, stone). If it does
///                                      not hold enough, the rest comes from the others (most first);
///                                      what cannot be paid at all is dropped without further VP loss.
///  - "<event step>/<p>"                optional events: "accept" | "decline" (default decline; accept
///                                      is offered only when the payment is affordable, FAQ R-03);
///                                      choose_one events: "0", "1", ... (index of the chosen outcome;
///                                      default the first one that causes no shortage).
///  - "<event step>/<p>/worker<k>"     section id to take the k-th Worker from (Population Track).
///  - "<event step>/<p>/return<k>/from" "idle" or "slot<i>" (Building/Military slot to undeploy from);
///    "<event step>/<p>/return<k>/section" section id the k-th returned Worker goes back to.
///  - "<event step>/<p>/colony"        index of the Colony to remove.
///  - "<event step>/<p>/count"         number of golden ages / wars+battles / colonies bought this round.
///  - "<event step>/<p>/undeploy/<i>"  Workers undeployed from Building/Military slot i (0..Workers).
///  - "<event step>/<p>/deploy/<i>"    idle Workers deployed for free on Military slot i.
///  - "<event step>/<p>/architects"    free Architects hired (0..amount).
///  Event steps are "event1" and "event2". Decisions are listed in step order; within an event in
///  reverse player order (Rulebook p.19 "4. Events", FAQ R-35).
///  - "production/<p>/bought_colony"   card rules with "if bought a Colony this round" (Cyrus the Great,
///                                      Eleanor of Aquitaine, Benjamin Disraeli): "no" | "yes" (default no).
///  - "production/<p>/<card or special id>"  choose_one of a card rule (Peter the Great): "0", "1", ...;
///                                      Vikings B after Production: the resource every other nation loses.
///  Card rules: docs/card-rules.md (scoring/nations/card_rules.h).
///  - Solo famine: ShadowState::famine, entered from the round's Solo Event tile (Rulebook p.23).
///
/// Resolves the current round of `state` (phase Action or Resolution). Unanswered decisions use their
/// default and are reported in `decisions`. Throws StateError if the state is invalid (see validate())
/// or no Event Card is set (except in solo games, which have no Event Card but need the shadow values).
ResolutionResult resolveRound(const Catalog &catalog, const GameState &state);

nlohmann::json toJson(const ResolutionResult &r);

} // namespace nc::nations
