/*
 * amdmatrix.emulator._kernel: the arithmetic of the emulator's fast path in one pass.
 *
 * For each batch item: decode A's and B's codes through tables of their values, multiply
 * in float64, add C (FP32, widened) once to the finished product, and round the sum to FP32.
 * This is what the fast path's numpy route does with a conversion, `np.matmul` and three
 * loops (docs/emulation.md, "Speed"; docs/decisions.md, decision 75), in one pass over C and
 * D instead of a dozen numpy passes over float64 temporaries.
 *
 * The kernel proves nothing. The caller (_engine.Program._fast) runs it only on items whose
 * A @ B its ProductBound proves exact in float64, so the order of the K products does not
 * matter, and it checks the sum with C the same way for either route. The tables are made
 * by the emulator's own decoder, so the formats are defined in one place.
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
 * Linux; elsewhere the compiler's default target). */
#if defined(__GNUC__) && !defined(__clang__) && defined(__x86_64__) && defined(__linux__)
#define CLONES __attribute__((target_clones("avx512f", "avx2", "default")))
#else
#define CLONES
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

/* D = fl32(A @ B + C) for one item: a (m, k), b (k, n), c and d (m, n). The products are
 * summed first (exact where the caller keeps the result), then C is added once.
 *
 * MULTIPLY(N, K) makes a copy for a constant n, a multiple of 8, that holds a row of
 * sums in N / 8 vectors of 8 doubles (GCC's and Clang's vector extensions; the compiler splits
 * them to fit the target: one AVX-512 register each, two AVX ones, four SSE2 ones). A
 * constant K (0: any k) unrolls the sum, which the shapes in use gain from (decision 75). */
typedef double f64x8 __attribute__((vector_size(64)));
typedef float f32x8 __attribute__((vector_size(32)));

#define LOAD(V, P) memcpy(&(V), (P), sizeof(V))
#define STORE(P, V) memcpy((P), &(V), sizeof(V))

#define MULTIPLY(N, K)                                                                                             \
    INLINE void multiply_##N##_##K(const double *restrict a, const double *restrict b, const float *restrict c,    \
                                   float *restrict d, int m, int k_any) {                                          \
        enum { V = (N) / 8 };                                                                                      \
        const int k = (K) ? (K) : k_any;                                                                           \
        for (int s = 0; s < m; s++) {                                                                              \
            const double *as = a + s * k;                                                                          \
            f64x8 acc[V], x;                                                                                       \
            for (int v = 0; v < V; v++) LOAD(x, b + 8 * v), acc[v] = as[0] * x;                                    \
            for (int q = 1; q < k; q++)                                                                            \
                for (int v = 0; v < V; v++) LOAD(x, b + q * (N) + 8 * v), acc[v] += as[q] * x;                     \
            for (int v = 0; v < V; v++) {                                                                          \
                f32x8 cv, dv;                                                                                      \
                LOAD(cv, c + s * (N) + 8 * v);                                                                     \
                dv = __builtin_convertvector(acc[v] + __builtin_convertvector(cv, f64x8), f32x8);                  \
                STORE(d + s * (N) + 8 * v, dv);                                                                    \
            }                                                                                                      \
        }                                                                                                          \
    }
/* The copies, and the order in which `run` tries them: for each n, the constant Ks first. */
#define SHAPES(X) X(32, 4) X(32, 8) X(32, 16) X(32, 0) X(16, 8) X(16, 16) X(16, 32) X(16, 0)
SHAPES(MULTIPLY)
/* In run: call the first copy that fits, else (the `else` at the end) multiply_any. */
#define DISPATCH(N, K) if (n == (N) && ((K) == 0 || k == (K))) multiply_##N##_##K(a, b, c, d, m, k); else

/* Any other n (up to MAX_N). */
#define MAX_N 256
static inline void multiply_any(const double *a, const double *b, const float *c, float *d, int m, int k, int n) {
    double acc[MAX_N];
    for (int s = 0; s < m; s++) {
        const double *as = a + s * k;
        for (int j = 0; j < n; j++) acc[j] = as[0] * b[j];
        for (int q = 1; q < k; q++) {
            const double x = as[q];
            const double *bq = b + q * n;
            for (int j = 0; j < n; j++) acc[j] += x * bq[j];
        }
        const float *cs = c + s * n;
        float *ds = d + s * n;
        for (int j = 0; j < n; j++) ds[j] = (float)(acc[j] + (double)cs[j]);
    }
}

typedef struct {
    const uint8_t *a, *b;
    const double *a_table, *b_table;
    const float *c;
    float *d;
    Py_ssize_t count;
    int m, k, n, a_bytes, b_bytes, a_transposed, b_transposed;
    double *scratch; /* m * k + k * n doubles */
} Job;

CLONES
static void run(const Job *job) {
    const int m = job->m, k = job->k, n = job->n;
    double *a = job->scratch, *b = a + m * k;
    for (Py_ssize_t i = 0; i < job->count; i++) {
        decode(job->a + (size_t)i * m * k * job->a_bytes, job->a_bytes, job->a_table, a, m, k, job->a_transposed);
        decode(job->b + (size_t)i * k * n * job->b_bytes, job->b_bytes, job->b_table, b, k, n, job->b_transposed);
        const float *c = job->c + (size_t)i * m * n;
        float *d = job->d + (size_t)i * m * n;
        SHAPES(DISPATCH)
        multiply_any(a, b, c, d, m, k, n);
    }
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
    Py_buffer A, B, TA, TB, C, D;
    Job job;
    if (!PyArg_ParseTuple(args, "y*y*y*y*y*w*iiiiiii", &A, &B, &TA, &TB, &C, &D, &job.m, &job.k, &job.n,
                          &job.a_bytes, &job.b_bytes, &job.a_transposed, &job.b_transposed))
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
    job.scratch = PyMem_RawMalloc(sizeof(double) * ((size_t)m * k + (size_t)k * n));
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
    return result;
}

static PyMethodDef methods[] = {
    {"mma", mma, METH_VARARGS,
     "mma(a, b, a_table, b_table, c, d, m, k, n, a_bytes, b_bytes, a_transposed, b_transposed)\n\n"
     "D = fl32(A @ B + C) per item, in float64: a and b hold codes (a_bytes, b_bytes wide) in\n"
     "(m, k) and (k, n) order, or transposed; the tables hold their float64 values; c and d are\n"
     "FP32 (m, n) per item. The item count is c's length over m * n."},
    {NULL, NULL, 0, NULL},
};

static struct PyModuleDef module = {PyModuleDef_HEAD_INIT, "_kernel", "The emulator's fast-path arithmetic.", -1,
                                    methods, NULL, NULL, NULL, NULL};

PyMODINIT_FUNC PyInit__kernel(void) { return PyModule_Create(&module); }
