/*
 * amdmatrix.emulator._kernel: the arithmetic of the emulator's fast path in one pass.
 *
 * For each batch item: read A's and B's codes through tables of their values, multiply in
 * float64, add C (FP32, widened) once to the finished product, and round the sum to FP32.
 * This is what the fast path's numpy route does with a conversion, `np.matmul` and three
 * loops (docs/emulation.md, "Speed"; docs/decisions.md, decisions 75 and 83), in one pass over
 * C and D instead of a dozen numpy passes over float64 temporaries. In the same passes it can
 * also reduce C's codes per group of items and the A and B codes per item (smallest and
 * largest), the raw facts the caller's certificate is made from.
 *
 * The kernel proves nothing. The caller (_engine.Program._fast) keeps its result only for the
 * items whose A @ B its ProductBound proves exact in float64 (so the order of the K products
 * does not matter), and it checks the sum with C the same way for either route, from these
 * reductions or numpy's. The tables are made by the emulator's own decoder, so the formats
 * are defined in one place.
 *
 * No numpy headers: the arrays arrive through the buffer protocol, so building needs only
 * a C compiler and Python's headers. The package works without this module (the numpy
 * route is taken): the build is optional (pyproject.toml).
 */
#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <stdint.h>
#include <string.h>

/* One copy of the hot loop per instruction set, picked when the module loads (GCC on x86-64
 * Linux: AVX-512, AVX2 with FMA, or plain x86-64; elsewhere the compiler's default target).
 * The copies differ in the width of their vectors (below), not only in their instructions. */
#if defined(__GNUC__) && !defined(__clang__) && defined(__x86_64__) && defined(__linux__)
#define X86_COPIES 1
#endif

#define INLINE static inline __attribute__((always_inline))

/* The values of a `rows` x `cols` grid of codes (each `bytes` bytes wide), written to `out` in
 * row-major order; `transposed`: the codes are in column-major order. DECODE(T) is the loop
 * for codes of type T. */
#define DECODE(T)                                                                                  \
    do {                                                                                           \
        const T *c = (const T *)codes;                                                             \
        if (transposed) {                                                                          \
            for (int r = 0; r < rows; r++)                                                         \
                for (int q = 0; q < cols; q++) out[r * cols + q] = table[c[q * rows + r]];         \
        } else {                                                                                   \
            for (int t = 0; t < rows * cols; t++) out[t] = table[c[t]];                            \
        }                                                                                          \
    } while (0)

INLINE void decode(const uint8_t *codes, int bytes, const double *table, double *out, int rows, int cols,
                   int transposed) {
    if (bytes == 2)
        DECODE(uint16_t);
    else
        DECODE(uint8_t);
}

/* D = fl32(A @ B + C) for one item: A's codes ac (T each, element (s, q) at s * rs + q * cs, so
 * in either order) read through their value table ta as they are used, b (k, n) decoded, c and
 * d (m, n). The products are summed first (exact where the caller keeps the result), then C is
 * added once.
 *
 * MULTIPLY(W, N, K, T) makes a copy for vectors of W doubles (GCC's and Clang's vector
 * extensions), a constant n, a multiple of W, whose row of sums is held in N / W vectors, and
 * codes of type T. W is the width of one register of the copy's target: 8 for AVX-512, 4 for
 * AVX2, 2 for the plain copy (SSE2 on x86-64, NEON on Arm). A vector wider than the target's
 * registers is split by the compiler through the stack: with 8-double vectors the AVX2 copy took
 * about six times as long, and the plain one about three times (Zen 4; decision 83). A constant
 * K (0: any k) unrolls the sum, which the shapes in use gain from (decision 75). */
typedef double f64x8 __attribute__((vector_size(64)));
typedef float f32x8 __attribute__((vector_size(32)));
typedef double f64x4 __attribute__((vector_size(32)));
typedef float f32x4 __attribute__((vector_size(16)));
typedef double f64x2 __attribute__((vector_size(16)));
typedef float f32x2 __attribute__((vector_size(8)));

#define LOAD(V, P) memcpy(&(V), (P), sizeof(V))
#define STORE(P, V) memcpy((P), &(V), sizeof(V))

#define MULTIPLY(W, N, K, T)                                                                                       \
    INLINE void multiply_##W##_##N##_##K##_##T(const T *restrict ac, int rs, int cs, const double *restrict ta,    \
                                               const double *restrict b, const float *restrict c,                  \
                                               float *restrict d, int m, int k_any) {                              \
        enum { V = (N) / (W) };                                                                                    \
        const int k = (K) ? (K) : k_any;                                                                           \
        for (int s = 0; s < m; s++) {                                                                              \
            const T *as = ac + s * rs;                                                                             \
            f64x##W acc[V], x;                                                                                     \
            const double a0 = ta[as[0]];                                                                           \
            for (int v = 0; v < V; v++) LOAD(x, b + (W) * v), acc[v] = a0 * x;                                     \
            for (int q = 1; q < k; q++) {                                                                          \
                const double aq = ta[as[q * cs]];                                                                  \
                for (int v = 0; v < V; v++) LOAD(x, b + q * (N) + (W) * v), acc[v] += aq * x;                      \
            }                                                                                                      \
            for (int v = 0; v < V; v++) {                                                                          \
                f32x##W cv, dv;                                                                                    \
                LOAD(cv, c + s * (N) + (W) * v);                                                                   \
                dv = __builtin_convertvector(acc[v] + __builtin_convertvector(cv, f64x##W), f32x##W);              \
                STORE(d + s * (N) + (W) * v, dv);                                                                  \
            }                                                                                                      \
        }                                                                                                          \
    }
/* The copies, and the order in which `run` tries them: for each n, the constant Ks first. */
#define SHAPES(X, W, T) X(W, 32, 4, T) X(W, 32, 8, T) X(W, 32, 16, T) X(W, 32, 0, T) X(W, 16, 8, T) X(W, 16, 16, T) \
    X(W, 16, 32, T) X(W, 16, 0, T)
#define CODES(X, W) SHAPES(X, W, uint8_t) SHAPES(X, W, uint16_t)
#ifdef X86_COPIES
CODES(MULTIPLY, 8)
CODES(MULTIPLY, 4)
#endif
CODES(MULTIPLY, 2)
/* In run: call the first copy that fits, else (the `else` at the end) multiply_any. */
#define DISPATCH(W, N, K, T)                                                                                       \
    if (n == (N) && ((K) == 0 || k == (K)))                                                                        \
        multiply_##W##_##N##_##K##_##T((const T *)ac, rs, cs, job->a_table, b, c, d, m, k);                       \
    else

/* Any other n (up to MAX_N). */
#define MAX_N 256
#define MULTIPLY_ANY(T)                                                                                            \
    static inline void multiply_any_##T(const T *ac, int rs, int cs, const double *ta, const double *b,            \
                                        const float *c, float *d, int m, int k, int n) {                           \
        double acc[MAX_N];                                                                                         \
        for (int s = 0; s < m; s++) {                                                                              \
            const T *as = ac + s * rs;                                                                             \
            const double a0 = ta[as[0]];                                                                           \
            for (int j = 0; j < n; j++) acc[j] = a0 * b[j];                                                        \
            for (int q = 1; q < k; q++) {                                                                          \
                const double x = ta[as[q * cs]];                                                                   \
                const double *bq = b + q * n;                                                                      \
                for (int j = 0; j < n; j++) acc[j] += x * bq[j];                                                   \
            }                                                                                                      \
            const float *cs_ = c + s * n;                                                                          \
            float *ds = d + s * n;                                                                                 \
            for (int j = 0; j < n; j++) ds[j] = (float)(acc[j] + (double)cs_[j]);                                 \
        }                                                                                                          \
    }
MULTIPLY_ANY(uint8_t)
MULTIPLY_ANY(uint16_t)

/* C's reductions, for the caller's certificate (_engine._CStats), per group of `part` items: the
 * smallest and largest code read as int32, the largest and smallest read as uint32, and the
 * smallest of code - 1 (uint32, wrapping: +0 becomes the largest), from which the caller takes
 * the smallest positive code when a +0 hides it. Stored as five uint32 words per group. */
typedef struct {
    uint32_t low_i, high_i, high_u, low_u, low_w;
} Reduced;

#define MIN(x, y) ((y) < (x) ? (y) : (x))
#define MAX(x, y) ((y) > (x) ? (y) : (x))

/* Fold `count` codes of C into r: one pass, which also brings them into the caches for the
 * arithmetic that follows. */
INLINE void reduce(const uint32_t *restrict c, int count, Reduced *r) {
    int32_t low_i = (int32_t)r->low_i, high_i = (int32_t)r->high_i;
    uint32_t high_u = r->high_u, low_u = r->low_u, low_w = r->low_w;
    for (int t = 0; t < count; t++) {
        const uint32_t u = c[t];
        const int32_t i = (int32_t)u;
        low_i = MIN(low_i, i), high_i = MAX(high_i, i);
        high_u = MAX(high_u, u), low_u = MIN(low_u, u), low_w = MIN(low_w, u - 1u);
    }
    r->low_i = (uint32_t)low_i, r->high_i = (uint32_t)high_i, r->high_u = high_u, r->low_u = low_u, r->low_w = low_w;
}

/* The extremes of one operand's codes in one item, for the caller's product bound
 * (_engine.ProductBound): the smallest magnitude code minus 1 (wrapping in the code's width, so
 * that a zero is the largest: the smallest nonzero magnitude minus 1, or all ones for none), the
 * largest magnitude code, and whether some code is `sign` (the sign bit alone: an FNUZ NaN). */
#define EXTREMES(T)                                                                                \
    do {                                                                                           \
        const T *c = (const T *)codes;                                                             \
        T low = (T)~(T)0, high = 0;                                                                \
        int seen = 0;                                                                              \
        for (int t = 0; t < count; t++) {                                                          \
            const T mag = (T)(c[t] & mask), less = (T)(mag - 1);                                   \
            low = MIN(low, less), high = MAX(high, mag), seen |= c[t] == sign;                     \
        }                                                                                          \
        out[0] = low, out[1] = high, out[2] = (uint16_t)seen;                                      \
    } while (0)

INLINE void extremes(const uint8_t *codes, int bytes, int count, unsigned mask, unsigned sign, uint16_t *out) {
    if (bytes == 2)
        EXTREMES(uint16_t);
    else
        EXTREMES(uint8_t);
}

typedef struct {
    const uint8_t *a, *b;
    const double *a_table, *b_table;
    const float *c;
    float *d;
    Py_ssize_t count;
    int m, k, n, a_bytes, b_bytes, a_transposed, b_transposed;
    double *scratch; /* k * n doubles: B's values */
    Reduced *reduced; /* NULL, or one per group of `part` items */
    Py_ssize_t part;
    uint16_t *bounds; /* NULL, or six per item: extremes of A's codes, then of B's */
    unsigned a_mask, b_mask, a_sign, b_sign;
} Job;

/* The loop over the items, for vectors of W doubles: C reduced (when asked), B decoded, then the
 * arithmetic, which reads A's codes through their table. */
#define RUN(W)                                                                                                     \
    {                                                                                                              \
        const int m = job->m, k = job->k, n = job->n;                                                              \
        const int rs = job->a_transposed ? 1 : k, cs = job->a_transposed ? m : 1;                                  \
        double *b = job->scratch;                                                                                  \
        for (Py_ssize_t i = 0; i < job->count; i++) {                                                              \
            if (job->reduced != NULL)                                                                              \
                reduce((const uint32_t *)(job->c + (size_t)i * m * n), m * n, job->reduced + i / job->part);       \
            decode(job->b + (size_t)i * k * n * job->b_bytes, job->b_bytes, job->b_table, b, k, n,                 \
                   job->b_transposed);                                                                             \
            const uint8_t *ac = job->a + (size_t)i * m * k * job->a_bytes;                                         \
            if (job->bounds != NULL) {                                                                             \
                extremes(ac, job->a_bytes, m * k, job->a_mask, job->a_sign, job->bounds + 6 * i);                  \
                extremes(job->b + (size_t)i * k * n * job->b_bytes, job->b_bytes, k * n, job->b_mask, job->b_sign, \
                         job->bounds + 6 * i + 3);                                                                 \
            }                                                                                                      \
            const float *c = job->c + (size_t)i * m * n;                                                           \
            float *d = job->d + (size_t)i * m * n;                                                                 \
            if (job->a_bytes == 2) {                                                                               \
                SHAPES(DISPATCH, W, uint16_t)                                                                      \
                multiply_any_uint16_t((const uint16_t *)ac, rs, cs, job->a_table, b, c, d, m, k, n);               \
            } else {                                                                                               \
                SHAPES(DISPATCH, W, uint8_t)                                                                       \
                multiply_any_uint8_t(ac, rs, cs, job->a_table, b, c, d, m, k, n);                                  \
            }                                                                                                      \
        }                                                                                                          \
    }

#ifdef X86_COPIES
__attribute__((target("avx512f"))) static void run_avx512(const Job *job) RUN(8)
__attribute__((target("avx2,fma"))) static void run_avx2(const Job *job) RUN(4)
#endif
static void run_plain(const Job *job) RUN(2)

static void (*run)(const Job *) = run_plain;
static const char *copy_name = "plain";

/* Pick the copy for this processor (once, when the module loads). */
static void pick_copy(void) {
#ifdef X86_COPIES
    __builtin_cpu_init();
    if (__builtin_cpu_supports("avx512f"))
        run = run_avx512, copy_name = "avx512";
    else if (__builtin_cpu_supports("avx2") && __builtin_cpu_supports("fma"))
        run = run_avx2, copy_name = "avx2";
#endif
}

static int size_is(const Py_buffer *buf, Py_ssize_t expected, const char *what) {
    if (buf->len != expected) {
        PyErr_Format(PyExc_ValueError, "%s: %zd bytes, expected %zd", what, buf->len, expected);
        return 0;
    }
    return 1;
}

static PyObject *mma(PyObject *self, PyObject *args) {
    (void)self;
    Py_buffer A, B, TA, TB, C, D, R = {0}, E = {0};
    Job job;
    job.part = 0, job.a_mask = job.b_mask = 0, job.a_sign = job.b_sign = 0;
    if (!PyArg_ParseTuple(args, "y*y*y*y*y*w*iiiiiii|w*nw*IIII", &A, &B, &TA, &TB, &C, &D, &job.m, &job.k, &job.n,
                          &job.a_bytes, &job.b_bytes, &job.a_transposed, &job.b_transposed, &R, &job.part, &E,
                          &job.a_mask, &job.b_mask, &job.a_sign, &job.b_sign))
        return NULL;
    PyObject *result = NULL;
    const int m = job.m, k = job.k, n = job.n;
    if (m < 1 || k < 1 || n < 1 || m > 4096 || k > 4096 || n > MAX_N || (job.a_bytes != 1 && job.a_bytes != 2) ||
        (job.b_bytes != 1 && job.b_bytes != 2)) {
        PyErr_SetString(PyExc_ValueError, "shape or code width out of range");
        goto done;
    }
    job.count = C.len / ((Py_ssize_t)m * n * 4);
    if (!size_is(&C, job.count * m * n * 4, "c") || !size_is(&D, C.len, "d") ||
        !size_is(&A, job.count * m * k * job.a_bytes, "a") || !size_is(&B, job.count * k * n * job.b_bytes, "b") ||
        !size_is(&TA, ((Py_ssize_t)8 << (8 * job.a_bytes)), "a_table") ||
        !size_is(&TB, ((Py_ssize_t)8 << (8 * job.b_bytes)), "b_table"))
        goto done;
    job.bounds = NULL;
    if (E.buf != NULL) {
        if (!size_is(&E, job.count * 6 * (Py_ssize_t)sizeof(uint16_t), "bounds"))
            goto done;
        job.bounds = E.buf;
    }
    job.reduced = NULL;
    if (R.buf != NULL) {
        if (job.part < 1) {
            PyErr_SetString(PyExc_ValueError, "part must be at least 1 item");
            goto done;
        }
        if (!size_is(&R, (job.count + job.part - 1) / job.part * (Py_ssize_t)sizeof(Reduced), "reduced"))
            goto done;
        job.reduced = R.buf;
        for (Py_ssize_t g = 0; g * job.part < job.count; g++)
            job.reduced[g] = (Reduced){(uint32_t)INT32_MAX, (uint32_t)INT32_MIN, 0u, UINT32_MAX, UINT32_MAX};
    }
    job.scratch = PyMem_RawMalloc(sizeof(double) * (size_t)k * n);
    if (job.scratch == NULL) {
        PyErr_NoMemory();
        goto done;
    }
    job.a = A.buf, job.b = B.buf, job.a_table = TA.buf, job.b_table = TB.buf, job.c = C.buf, job.d = D.buf;
    Py_BEGIN_ALLOW_THREADS
    run(&job);
    Py_END_ALLOW_THREADS
    PyMem_RawFree(job.scratch);
    result = Py_None;
    Py_INCREF(result);
done:
    PyBuffer_Release(&A), PyBuffer_Release(&B), PyBuffer_Release(&TA), PyBuffer_Release(&TB);
    PyBuffer_Release(&C), PyBuffer_Release(&D);
    if (R.buf != NULL)
        PyBuffer_Release(&R);
    if (E.buf != NULL)
        PyBuffer_Release(&E);
    return result;
}

static PyObject *copy(PyObject *self, PyObject *unused) {
    (void)self, (void)unused;
    return PyUnicode_FromString(copy_name);
}

static PyMethodDef methods[] = {
    {"copy", copy, METH_NOARGS,
     "copy()\n\nThe copy of the loop this processor runs: 'avx512' (vectors of 8 doubles), 'avx2'\n"
     "(AVX2 and FMA, vectors of 4) or 'plain' (the compiler's default target, vectors of 2)."},
    {"mma", mma, METH_VARARGS,
     "mma(a, b, a_table, b_table, c, d, m, k, n, a_bytes, b_bytes, a_transposed, b_transposed[, reduced, part[, bounds,\n"
     "    a_mask, b_mask, a_sign, b_sign]])\n\n"
     "D = fl32(A @ B + C) per item, in float64: a and b hold codes (a_bytes, b_bytes wide) in\n"
     "(m, k) and (k, n) order, or transposed; the tables hold their float64 values; c and d are\n"
     "FP32 (m, n) per item. The item count is c's length over m * n.\n\n"
     "mma(..., reduced, part): also C's reductions per group of `part` items, into `reduced`\n"
     "(five uint32 words per group: the smallest and largest code as int32, the largest and\n"
     "smallest as uint32, the smallest of code - 1 as uint32), in the same pass over C.\n\n"
     "mma(..., reduced, part, bounds, a_mask, b_mask, a_sign, b_sign): also, per item, six uint16\n"
     "into `bounds`: for A's codes and then B's, the smallest of (code & mask) - 1 (wrapping in the\n"
     "code's width), the largest code & mask, and 1 if some code equals `sign`, else 0."},
    {NULL, NULL, 0, NULL},
};

static struct PyModuleDef module = {PyModuleDef_HEAD_INIT, "_kernel", "The emulator's fast-path arithmetic.", -1,
                                    methods, NULL, NULL, NULL, NULL};

PyMODINIT_FUNC PyInit__kernel(void) {
    pick_copy();
    return PyModule_Create(&module);
}
