#pragma once
// Per Progress Card and nation side ("<nation>/<A|B>", its special rules): does the rules engine apply
// every effect, and if not, why. Built once
// from the coverage report (scoring/nations/coverage.h), which classifies every rule with the very
// functions the engines use (ruleSupport / actionPhaseRuleSupport), so the "by hand" badge of the UI
// says exactly what `nations-companion catalog --coverage` says.

#include <QString>

#include <string>
#include <unordered_map>

#include "nations/catalog.h"

namespace nc::app {

class CardAutomation
{
public:
    explicit CardAutomation(const nc::nations::Catalog &catalog);

    /// True when the engine applies all of the card's (or nation side's) effects (unknown ids: true).
    bool automated(const std::string &cardId) const { return m_reasons.find(cardId) == m_reasons.end(); }
    /// Why the card is applied by hand: one line per rule not automated ("" when automated).
    QString reason(const std::string &cardId) const;

private:
    std::unordered_map<std::string, QString> m_reasons;
};

} // namespace nc::app
