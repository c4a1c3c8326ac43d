// Prefix-sum scan (exclusive, float32): the third validation family of Baghsorkhi et al.,
// PPoPP'10, section 4, Fig. 5 and Fig. 8. The work-efficient algorithm of Blelloch (1990):
// a block of BLOCK_SIZE threads scans a section of SECTION = 2 * BLOCK_SIZE elements in
// shared memory (thread t loads and stores elements t and t + BLOCK_SIZE, coalesced, as the
// paper's Table 4 string model shows: its loads cost M^4), and works on elements 2t, 2t + 1:
//   up-sweep    log2(SECTION) = log2(BLOCK_SIZE) + 1 steps, each halving the working threads;
//   the block's total goes to sums[blockIdx.x] and the last element is cleared;
//   down-sweep  another log2(SECTION) steps (swap and add).
// Four ways to assign that work to threads (the paper's names):
//   scan_init       Init: thread t works on element n = 2t + 1; at each step only threads
//                   with (n + 1) % stride == 0 work, spread over every warp (Fig. 5(a)).
//   scan_div        Div: the working threads regrouped so that they are the first ones
//                   (tid < d), which removes divergence until fewer than 32 work; more
//                   threads of a warp then hit the same shared-memory bank.
//   scan_init_bank  Init_Bank: Init with one unused element inserted every NUM_BANKS
//                   elements (PAD), against bank conflicts.
//   scan_div_bank   Div_Bank: Div with the same padding (Fig. 5(b)).
// The paper's GeForce 8800 has 16 banks (its PAD is x + x / 16): compile with
// -D NUM_BANKS=16 for it; sm_90 has 32 banks, the default.
//
// The per-block kernels are the timed (and modelled) first kernel of the hierarchical scan.
// scan_add is the propagation kernel: it adds the scanned block sums (offsets, one per
// section) to every element of the section. A scan of len elements (a multiple of SECTION;
// there are no bounds guards, as in the paper) is: a per-block kernel over the data, the
// same over the sums (padded with zeros to a multiple of SECTION), and so on until one block
// is left, then scan_add back down (see warpsmith.corpus.model_families).
#ifndef BLOCK_SIZE
#define BLOCK_SIZE 256
#endif
#define SECTION (2 * BLOCK_SIZE)

#ifndef NUM_BANKS
#define NUM_BANKS 32
#endif
#define PAD(x) ((x) + (x) / NUM_BANKS)

__global__ void scan_init(const float *in, float *out, float *sums)
{
    __shared__ float shared[SECTION];
    int tid = threadIdx.x;
    int base = blockIdx.x * SECTION;
    int n = 2 * tid + 1;

    /* Load data into shared memory */
    shared[tid] = in[base + tid];
    shared[tid + BLOCK_SIZE] = in[base + tid + BLOCK_SIZE];
    __syncthreads();

    /* Up-sweep: partial sums */
    for (int stride = 2; stride <= SECTION; stride <<= 1) {
        if ((n + 1) % stride == 0)
            shared[n] += shared[n - (stride >> 1)];
        __syncthreads();
    }

    if (tid == BLOCK_SIZE - 1) {
        sums[blockIdx.x] = shared[SECTION - 1];
        shared[SECTION - 1] = 0.0f;
    }
    __syncthreads();

    /* Down-sweep: propagate the partial sums */
    for (int stride = SECTION; stride >= 2; stride >>= 1) {
        if ((n + 1) % stride == 0) {
            float t = shared[n - (stride >> 1)];
            shared[n - (stride >> 1)] = shared[n];
            shared[n] += t;
        }
        __syncthreads();
    }

    out[base + tid] = shared[tid];
    out[base + tid + BLOCK_SIZE] = shared[tid + BLOCK_SIZE];
}

__global__ void scan_div(const float *in, float *out, float *sums)
{
    __shared__ float shared[SECTION];
    int tid = threadIdx.x;
    int base = blockIdx.x * SECTION;

    shared[tid] = in[base + tid];
    shared[tid + BLOCK_SIZE] = in[base + tid + BLOCK_SIZE];
    __syncthreads();

    /* Up-sweep: d threads work, d = BLOCK_SIZE, BLOCK_SIZE / 2, ..., 1 */
    int offset = 1;
    for (int d = BLOCK_SIZE; d > 0; d >>= 1) {
        if (tid < d) {
            int ai = offset * (2 * tid + 1) - 1;
            int bi = offset * (2 * tid + 2) - 1;
            shared[bi] += shared[ai];
        }
        offset <<= 1;
        __syncthreads();
    }

    if (tid == 0) {
        sums[blockIdx.x] = shared[SECTION - 1];
        shared[SECTION - 1] = 0.0f;
    }
    __syncthreads();

    /* Down-sweep: d = 1, 2, ..., BLOCK_SIZE threads work */
    for (int d = 1; d <= BLOCK_SIZE; d <<= 1) {
        offset >>= 1;
        if (tid < d) {
            int ai = offset * (2 * tid + 1) - 1;
            int bi = offset * (2 * tid + 2) - 1;
            float t = shared[ai];
            shared[ai] = shared[bi];
            shared[bi] += t;
        }
        __syncthreads();
    }

    out[base + tid] = shared[tid];
    out[base + tid + BLOCK_SIZE] = shared[tid + BLOCK_SIZE];
}

__global__ void scan_init_bank(const float *in, float *out, float *sums)
{
    __shared__ float shared[SECTION + SECTION / NUM_BANKS];
    int tid = threadIdx.x;
    int base = blockIdx.x * SECTION;
    int n = 2 * tid + 1;

    shared[PAD(tid)] = in[base + tid];
    shared[PAD(tid + BLOCK_SIZE)] = in[base + tid + BLOCK_SIZE];
    __syncthreads();

    for (int stride = 2; stride <= SECTION; stride <<= 1) {
        if ((n + 1) % stride == 0)
            shared[PAD(n)] += shared[PAD(n - (stride >> 1))];
        __syncthreads();
    }

    if (tid == BLOCK_SIZE - 1) {
        sums[blockIdx.x] = shared[PAD(SECTION - 1)];
        shared[PAD(SECTION - 1)] = 0.0f;
    }
    __syncthreads();

    for (int stride = SECTION; stride >= 2; stride >>= 1) {
        if ((n + 1) % stride == 0) {
            float t = shared[PAD(n - (stride >> 1))];
            shared[PAD(n - (stride >> 1))] = shared[PAD(n)];
            shared[PAD(n)] += t;
        }
        __syncthreads();
    }

    out[base + tid] = shared[PAD(tid)];
    out[base + tid + BLOCK_SIZE] = shared[PAD(tid + BLOCK_SIZE)];
}

__global__ void scan_div_bank(const float *in, float *out, float *sums)
{
    __shared__ float shared[SECTION + SECTION / NUM_BANKS];
    int tid = threadIdx.x;
    int base = blockIdx.x * SECTION;

    shared[PAD(tid)] = in[base + tid];
    shared[PAD(tid + BLOCK_SIZE)] = in[base + tid + BLOCK_SIZE];
    __syncthreads();

    int offset = 1;
    for (int d = BLOCK_SIZE; d > 0; d >>= 1) {
        if (tid < d) {
            int ai = offset * (2 * tid + 1) - 1;
            int bi = offset * (2 * tid + 2) - 1;
            shared[PAD(bi)] += shared[PAD(ai)];
        }
        offset <<= 1;
        __syncthreads();
    }

    if (tid == 0) {
        sums[blockIdx.x] = shared[PAD(SECTION - 1)];
        shared[PAD(SECTION - 1)] = 0.0f;
    }
    __syncthreads();

    for (int d = 1; d <= BLOCK_SIZE; d <<= 1) {
        offset >>= 1;
        if (tid < d) {
            int ai = offset * (2 * tid + 1) - 1;
            int bi = offset * (2 * tid + 2) - 1;
            float t = shared[PAD(ai)];
            shared[PAD(ai)] = shared[PAD(bi)];
            shared[PAD(bi)] += t;
        }
        __syncthreads();
    }

    out[base + tid] = shared[PAD(tid)];
    out[base + tid + BLOCK_SIZE] = shared[PAD(tid + BLOCK_SIZE)];
}

// Propagation: out[i] += offsets[i / SECTION] (offsets: the exclusive scan of the sections'
// totals, so offsets[0] == 0). Launch: one block of BLOCK_SIZE threads per section.
__global__ void scan_add(float *out, const float *offsets)
{
    int base = blockIdx.x * SECTION;
    float add = offsets[blockIdx.x];
    out[base + threadIdx.x] += add;
    out[base + threadIdx.x + BLOCK_SIZE] += add;
}
