// Print LLVM's AMDGPU instruction descriptions (MCInstrInfo, MCRegisterInfo) as JSON lines, and
// each real instruction printed by LLVM's own instruction printer with placeholder operands.
//
// Built and run by tools/gen_llvm_forms.py against the installed LLVM (llvm-22-dev):
//   instr_info MCPU            register classes and every opcode's description
//   instr_info MCPU probe [FEATURES]
//                              the same, each real opcode also printed four times: with its
//                              immediate operands 0 and with them 1 (which prints the modifiers
//                              they hold), in two placements of the placeholder registers (and
//                              an F8F6F4 opcode of given formats twice more, in those formats,
//                              a VOP3P opcode twice more with its default op_sel_hi, an export
//                              with all its sources enabled, a MIMG opcode with the dmask its
//                              destination needs, a VALU with two SGPR operands with one SGPR);
//                              FEATURES as llvm-mc's -mattr (+wavefrontsize64)
//
// Placeholder registers: operand i gets the member of its register class whose first register
// is the lowest at or above 16*(i+1), or in the second placement 17*i+16 (VGPRs, AGPRs: so that
// operands fall in different banks and parities, as VOPD pairs need), or 8*(i+1) (SGPRs), so
// that every operand of the printed text is told apart from the others by its register.
#include "llvm/MC/MCAsmInfo.h"
#include "llvm/MC/MCInst.h"
#include "llvm/MC/MCInstPrinter.h"
#include "llvm/MC/MCInstrInfo.h"
#include "llvm/MC/MCRegisterInfo.h"
#include "llvm/MC/MCSubtargetInfo.h"
#include "llvm/MC/MCTargetOptions.h"
#include "llvm/MC/TargetRegistry.h"
#include "llvm/Support/TargetSelect.h"
#include "llvm/Support/raw_ostream.h"
#include "llvm/TargetParser/Triple.h"
#include <algorithm>
#include <cctype>
#include <cstdlib>
#include <cstring>
#include <map>
#include <string>
#include <vector>

using namespace llvm;

// AMDGPU's operand type of source modifiers (AMDGPU::OPERAND_INPUT_MODS in SIDefines.h).
static const int InputMods = 45;

static std::string quoted(StringRef s) {
  std::string o = "\"";
  for (char c : s) {
    if (c == '"' || c == '\\') {
      o += '\\';
      o += c;
    } else if (c == '\t') {
      o += "\\t";
    } else if (c == '\n') {
      o += "\\n";
    } else if ((unsigned char)c < 32) {
      o += ' ';
    } else {
      o += c;
    }
  }
  return o + "\"";
}

// The index of the first 32-bit register of R in file F ("VGPR", ...), or -1 (and for a 16-bit
// half, VGPR7_LO16, also -1 unless HALVES).
static int firstIndex(StringRef name, const char *f, bool halves) {
  if (!name.starts_with(f))
    return -1;
  StringRef rest = name.drop_front(strlen(f));
  int k = 0;
  size_t i = 0;
  while (i < rest.size() && isdigit((unsigned char)rest[i])) {
    k = k * 10 + (rest[i] - '0');
    ++i;
  }
  if (i == 0)
    return -1;
  StringRef tail = rest.drop_front(i);
  if (!halves && (tail.starts_with("_LO16") || tail.starts_with("_HI16")))
    return -1;
  return k;
}

static MCRegister pick(const MCRegisterInfo &MRI, const MCRegisterClass &RC, unsigned slot, int scheme) {
  static const char *files[] = {"VGPR", "AGPR", "SGPR", "TTMP"};
  for (int halves = 0; halves < 2; ++halves) {
    for (const char *f : files) {
      int want = f[0] == 'S' ? (scheme == 2 ? 8 : 8 * (slot + 1))
                             : (f[0] == 'T' ? 0 : (scheme == 1 ? 17 * slot + 16 : 16 * (slot + 1)));
      MCRegister above, below;
      int aboveK = 1 << 30, belowK = -1;
      for (MCRegister r : RC) {
        int k = firstIndex(MRI.getName(r), f, halves);
        if (k < 0)
          continue;
        if (k >= want && k < aboveK) {
          above = r;
          aboveK = k;
        }
        if (k < want && k > belowK) {
          below = r;
          belowK = k;
        }
      }
      if (aboveK != (1 << 30))
        return above;
      if (belowK >= 0)
        return below;
    }
  }
  return RC.getNumRegs() ? RC.getRegister(0) : MCRegister();
}

int main(int argc, char **argv) {
  InitializeAllTargetInfos();
  InitializeAllTargetMCs();
  if (argc < 2) {
    errs() << "usage: instr_info MCPU [probe [FEATURES]]\n";
    return 2;
  }
  const char *cpu = argv[1];
  bool probe = argc > 2 && std::string(argv[2]) == "probe";
  std::string features = argc > 3 ? argv[3] : "";
  std::string err;
  Triple T("amdgcn-amd-amdhsa");
  const Target *TG = TargetRegistry::lookupTarget(T, err);
  if (!TG) {
    errs() << err << "\n";
    return 1;
  }
  std::unique_ptr<MCInstrInfo> MII(TG->createMCInstrInfo());
  std::unique_ptr<MCRegisterInfo> MRI(TG->createMCRegInfo(T));
  MCTargetOptions MCO;
  std::unique_ptr<MCAsmInfo> MAI(TG->createMCAsmInfo(*MRI, T, MCO));
  std::unique_ptr<MCSubtargetInfo> STI(TG->createMCSubtargetInfo(T, cpu, features));
  std::unique_ptr<MCInstPrinter> IP(TG->createMCInstPrinter(T, 0, *MAI, *MII, *MRI));
  unsigned mode = STI->getHwMode(MCSubtargetInfo::HwMode_RegInfo);

  for (unsigned c = 0; c < MRI->getNumRegClasses(); ++c) {
    const MCRegisterClass &RC = MRI->getRegClass(c);
    std::map<std::string, unsigned> shapes;
    for (MCRegister r : RC) {
      std::string s;
      bool digit = false;
      for (char ch : std::string(MRI->getName(r))) {
        if (isdigit((unsigned char)ch)) {
          if (!digit)
            s += 'N';
          digit = true;
        } else {
          s += ch;
          digit = false;
        }
      }
      shapes[s]++;
    }
    outs() << "{\"class\": " << quoted(MRI->getRegClassName(&RC)) << ", \"bits\": " << RC.getSizeInBits()
           << ", \"shapes\": {";
    bool first = true;
    for (auto &kv : shapes) {
      // [members, lowest first index, smallest step between first indices] of the shape
      std::vector<int> starts;
      for (MCRegister r : RC) {
        std::string n = MRI->getName(r), s;
        bool digit = false;
        for (char ch : n) {
          if (isdigit((unsigned char)ch)) {
            if (!digit)
              s += 'N';
            digit = true;
          } else {
            s += ch;
            digit = false;
          }
        }
        if (s != kv.first)
          continue;
        size_t k = n.find_first_of("0123456789");
        starts.push_back(k == std::string::npos ? 0 : atoi(n.c_str() + k));
      }
      std::sort(starts.begin(), starts.end());
      int step = 0;
      for (size_t i = 1; i < starts.size(); ++i)
        if (starts[i] != starts[i - 1] && (step == 0 || starts[i] - starts[i - 1] < step))
          step = starts[i] - starts[i - 1];
      outs() << (first ? "" : ", ") << quoted(kv.first) << ": [" << kv.second << ", "
             << (starts.empty() ? 0 : starts[0]) << ", " << step << "]";
      first = false;
    }
    outs() << "}}\n";
  }

  for (unsigned op = 0; op < MII->getNumOpcodes(); ++op) {
    const MCInstrDesc &D = MII->get(op);
    outs() << "{\"op\": " << op << ", \"name\": " << quoted(MII->getName(op)) << ", \"defs\": " << D.getNumDefs()
           << ", \"pseudo\": " << D.isPseudo() << ", \"load\": " << D.mayLoad() << ", \"store\": " << D.mayStore()
           << ", \"branch\": " << D.isBranch() << ", \"call\": " << D.isCall() << ", \"ret\": " << D.isReturn()
           << ", \"ops\": [";
    std::vector<int> classes;
    for (unsigned i = 0; i < D.getNumOperands(); ++i) {
      const MCOperandInfo &O = D.operands()[i];
      int rc = MII->getOpRegClassID(O, mode);
      if (rc >= (int)MRI->getNumRegClasses())
        rc = -1;
      classes.push_back(rc);
      outs() << (i ? ", " : "") << "[" << (rc >= 0 ? quoted(MRI->getRegClassName(&MRI->getRegClass(rc))) : "\"\"")
             << ", " << (int)O.OperandType << ", " << D.getOperandConstraint(i, MCOI::TIED_TO) << "]";
    }
    outs() << "], \"uses\": [";
    bool first = true;
    for (MCPhysReg r : D.implicit_uses()) {
      outs() << (first ? "" : ", ") << quoted(MRI->getName(r));
      first = false;
    }
    outs() << "], \"idefs\": [";
    first = true;
    for (MCPhysReg r : D.implicit_defs()) {
      outs() << (first ? "" : ", ") << quoted(MRI->getName(r));
      first = false;
    }
    outs() << "]";
    if (probe && !D.isPseudo()) {
      outs() << ", \"asm\": [";
      // An F8F6F4 opcode of given formats (V_MFMA_F32_16X16X128_F8F6F4_f4_f6_...) is printed once
      // more with its first two plain immediates (CBSZ and BLGP, or matrix_a_fmt and
      // matrix_b_fmt) set to those formats: FP8 0, FP6 2, FP4 4.
      std::string name = MII->getName(op).str();
      size_t at = name.find("F8F6F4_f");
      int fmts[2] = {-1, -1};
      if (at != std::string::npos && name.size() > at + 11 && name[at + 9] == '_' && name[at + 10] == 'f') {
        fmts[0] = name[at + 8] == '8' ? 0 : (name[at + 8] == '6' ? 2 : 4);
        fmts[1] = name[at + 11] == '8' ? 0 : (name[at + 11] == '6' ? 2 : 4);
      }
      // A VOP3P opcode prints op_sel_hi:[0,0,0] with its source modifiers 0, which LLVM does not
      // accept for all of them: it is printed twice more with source modifiers OP_SEL_1 (8), the
      // default.
      bool vop3p = false;
      // An export prints a disabled source as `off`: it is printed twice more with its last
      // immediate (the enable mask) 15. A MIMG opcode's destination holds one register per bit
      // of its first immediate (dmask): it is printed twice more with dmask matching its _V<n>.
      bool exp = name.rfind("EXP", 0) == 0;
      int dmask = 0;
      size_t v = name.find("_V");
      if (name.rfind("IMAGE_", 0) == 0 && v != std::string::npos && v + 2 < name.size() &&
          isdigit((unsigned char)name[v + 2]))
        dmask = (1 << std::min(atoi(name.c_str() + v + 2), 4)) - 1;
      int lastImm = -1;
      for (unsigned i = 0; i < D.getNumOperands(); ++i)
        if (classes[i] < 0)
          lastImm = i;
      int variants = (fmts[0] >= 0 || exp || dmask) ? 6 : 4;
      // A VALU reads at most one SGPR on gfx9 (the constant bus): one with two SGPR operands
      // (v_writelane_b32 v1, s2, s3) is printed once more with the same SGPR in both.
      int sgprs = 0;
      for (unsigned i = 0; i < D.getNumOperands(); ++i)
        if (classes[i] >= 0 && D.getOperandConstraint(i, MCOI::TIED_TO) < 0 &&
            MRI->getName(pick(*MRI, MRI->getRegClass(classes[i]), i, 0))[0] == 'S')
          ++sgprs;
      bool bus = name.rfind("V_", 0) == 0 && sgprs >= 2;
      for (int variant = 0; variant < variants; ++variant) {
        int imm = variant & 1, scheme = variant >= 4 ? (variant & 1) : ((variant >> 1) & 1);
        bool formats = variant >= 4 && fmts[0] >= 0;
        bool opsel = variant >= 4 && !formats && !exp && !dmask;
        int plain = 0;
        MCInst MI;
        MI.setOpcode(op);
        for (unsigned i = 0; i < D.getNumOperands(); ++i) {
          int tied = D.getOperandConstraint(i, MCOI::TIED_TO);
          if (tied >= 0 && (unsigned)tied < MI.getNumOperands()) {
            MI.addOperand(MI.getOperand(tied));
          } else if (classes[i] >= 0) {
            MI.addOperand(MCOperand::createReg(pick(*MRI, MRI->getRegClass(classes[i]), i, scheme)));
          } else if (formats) {
            int value = 0;
            if (D.operands()[i].OperandType == MCOI::OPERAND_IMMEDIATE && plain < 2)
              value = fmts[plain++];
            MI.addOperand(MCOperand::createImm(value));
          } else if (opsel) {
            MI.addOperand(MCOperand::createImm(D.operands()[i].OperandType == InputMods ? 8 : 0));
          } else if (variant >= 4 && exp) {
            MI.addOperand(MCOperand::createImm((int)i == lastImm ? 15 : 0));
          } else if (variant >= 4 && dmask) {
            MI.addOperand(MCOperand::createImm(plain++ == 0 ? dmask : 0));
          } else {
            MI.addOperand(MCOperand::createImm(imm));
          }
        }
        std::string s;
        raw_string_ostream os(s);
        IP->printInst(&MI, 0, "", *STI, os);
        os.flush();
        outs() << (variant ? ", " : "") << quoted(s);
        if (variant == 0 && s.find("op_sel_hi:") != std::string::npos && !vop3p) {
          vop3p = true;
          variants += 2;
        }
      }
      if (bus) {
        MCInst MI;
        MI.setOpcode(op);
        for (unsigned i = 0; i < D.getNumOperands(); ++i) {
          int tied = D.getOperandConstraint(i, MCOI::TIED_TO);
          if (tied >= 0 && (unsigned)tied < MI.getNumOperands())
            MI.addOperand(MI.getOperand(tied));
          else if (classes[i] >= 0)
            MI.addOperand(MCOperand::createReg(pick(*MRI, MRI->getRegClass(classes[i]), i, 2)));
          else
            MI.addOperand(MCOperand::createImm(0));
        }
        std::string s;
        raw_string_ostream os(s);
        IP->printInst(&MI, 0, "", *STI, os);
        os.flush();
        outs() << ", " << quoted(s);
      }
      outs() << "]";
    }
    outs() << "}\n";
  }
  return 0;
}
