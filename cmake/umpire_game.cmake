# umpire_game(): how a strategic game or a battle engine joins the build.
#
#   umpire_game(soldier_king
#     NAMESPACE umpire::sk::data          # where its embedded data functions live
#     DATA map.json forces.json ...       # files of data/<name>/, compiled in as <stem>_json()
#     SOURCES soldier_king/state.cpp ...) # its rules, views and module
#
# It makes the library umpire_game_<name> (linked into umpire_games, so the
# program and the tests get it), embeds data/<name>/*.json given in DATA, and
# checks that the game ships conformance cases (tests/cases/<name>/, run by
# ctest as cases.<name>) and unit tests (tests/<name>/, run as unit.<name>):
# both are picked up by tests/CMakeLists.txt from those folders. The game still
# registers its GameModule in campaign/games.cpp, one line.
function(umpire_game name)
  cmake_parse_arguments(GAME "" "NAMESPACE;DATA_DIR" "DATA;SOURCES" ${ARGN})
  if(NOT GAME_SOURCES)
    message(FATAL_ERROR "umpire_game(${name}): no SOURCES")
  endif()
  set(sources ${GAME_SOURCES})
  if(GAME_DATA)
    if(NOT GAME_NAMESPACE)
      message(FATAL_ERROR "umpire_game(${name}): DATA needs a NAMESPACE for its functions")
    endif()
    set(data_dir ${CMAKE_SOURCE_DIR}/data/${name})
    if(GAME_DATA_DIR)  # a battle engine reads its game's data folder (data/bourgogne for bourgogne_battle)
      set(data_dir ${CMAKE_SOURCE_DIR}/data/${GAME_DATA_DIR})
    endif()
    set(out ${CMAKE_CURRENT_BINARY_DIR}/${name}_data.cpp)
    set(files "")
    set(depends "")
    foreach(f ${GAME_DATA})
      get_filename_component(stem ${f} NAME_WE)
      list(APPEND files "${stem}_json=${data_dir}/${f}")
      list(APPEND depends ${data_dir}/${f})
    endforeach()
    string(REPLACE ";" "\\;" files_arg "${files}")
    add_custom_command(
      OUTPUT ${out}
      COMMAND ${CMAKE_COMMAND} -DOUT=${out} -DNAMESPACE=${GAME_NAMESPACE} "-DFILES=${files_arg}"
              -P ${CMAKE_SOURCE_DIR}/cmake/embed_data.cmake
      DEPENDS ${depends} ${CMAKE_SOURCE_DIR}/cmake/embed_data.cmake
      COMMENT "Embedding data/${name}")
    list(APPEND sources ${out})
  endif()
  foreach(folder tests/cases/${name} tests/${name})
    if(NOT IS_DIRECTORY ${CMAKE_SOURCE_DIR}/${folder})
      message(FATAL_ERROR "umpire_game(${name}): a game ships ${folder}/ (conformance cases and unit tests)")
    endif()
  endforeach()
  add_library(umpire_game_${name} STATIC ${sources})
  target_include_directories(umpire_game_${name} PUBLIC ${CMAKE_CURRENT_SOURCE_DIR})
  target_link_libraries(umpire_game_${name} PUBLIC umpire_core umpire_report umpire_battles)
  umpire_warnings(umpire_game_${name})
  target_link_libraries(umpire_games PUBLIC umpire_game_${name})
endfunction()
