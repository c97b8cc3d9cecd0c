#include "fuzz_catalog_data.h"

#include <fstream>
#include <map>
#include <sstream>
#include <stdexcept>

namespace nc::fuzz {

const nc::nations::Catalog &realCatalog()
{
    static const nc::nations::Catalog catalog = nc::nations::Catalog::loadFromDirectory(NC_CATALOG_DIR);
    return catalog;
}

const std::string &realCatalogFile(const std::string &name)
{
    static std::map<std::string, std::string> texts;
    const auto it = texts.find(name);
    if (it != texts.end())
        return it->second;
    const std::string path = std::string(NC_CATALOG_DIR) + "/" + name;
    std::ifstream in(path, std::ios::binary);
    if (!in)
        throw std::runtime_error(path + ": cannot open the file");
    std::ostringstream ss;
    ss << in.rdbuf();
    return texts.emplace(name, ss.str()).first->second;
}

} // namespace nc::fuzz
