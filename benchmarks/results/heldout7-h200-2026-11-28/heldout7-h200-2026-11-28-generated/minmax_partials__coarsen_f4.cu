extern "C" __global__ void minmax_partials_cf4x(const float* x, float* pmin, float* pmax, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/minmax_partials.cu"
    __shared__ float lo[256];
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/minmax_partials.cu"
    __shared__ float hi[256];
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/minmax_partials.cu"
    int t_0 = threadIdx.x * 4u;
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/minmax_partials.cu"
    int t_1 = threadIdx.x * 4u + 1u;
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/minmax_partials.cu"
    int t_2 = threadIdx.x * 4u + 2u;
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/minmax_partials.cu"
    int t_3 = threadIdx.x * 4u + 3u;
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/minmax_partials.cu"
    int base_0 = blockIdx.x * 1024 + t_0;
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/minmax_partials.cu"
    int base_1 = blockIdx.x * 1024 + t_1;
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/minmax_partials.cu"
    int base_2 = blockIdx.x * 1024 + t_2;
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/minmax_partials.cu"
    int base_3 = blockIdx.x * 1024 + t_3;
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/minmax_partials.cu"
    float a_0 = 3e38f;
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/minmax_partials.cu"
    float a_1 = 3e38f;
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/minmax_partials.cu"
    float a_2 = 3e38f;
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/minmax_partials.cu"
    float a_3 = 3e38f;
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/minmax_partials.cu"
    float b_0 = -3e38f;
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/minmax_partials.cu"
    float b_1 = -3e38f;
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/minmax_partials.cu"
    float b_2 = -3e38f;
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/minmax_partials.cu"
    float b_3 = -3e38f;
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/minmax_partials.cu"
    for (int k = 0; k < 4; k++) {
#line 12 "/work/main/.stage/main/benchmarks/heldout7/kernels/minmax_partials.cu"
        int i_0 = base_0 + 256 * k;
#line 12 "/work/main/.stage/main/benchmarks/heldout7/kernels/minmax_partials.cu"
        int i_1 = base_1 + 256 * k;
#line 12 "/work/main/.stage/main/benchmarks/heldout7/kernels/minmax_partials.cu"
        int i_2 = base_2 + 256 * k;
#line 12 "/work/main/.stage/main/benchmarks/heldout7/kernels/minmax_partials.cu"
        int i_3 = base_3 + 256 * k;
#line 13 "/work/main/.stage/main/benchmarks/heldout7/kernels/minmax_partials.cu"
        if (i_0 < n) {
#line 14 "/work/main/.stage/main/benchmarks/heldout7/kernels/minmax_partials.cu"
            a_0 = fminf(a_0, x[i_0]);
#line 15 "/work/main/.stage/main/benchmarks/heldout7/kernels/minmax_partials.cu"
            b_0 = fmaxf(b_0, x[i_0]);
        }
#line 13 "/work/main/.stage/main/benchmarks/heldout7/kernels/minmax_partials.cu"
        if (i_1 < n) {
#line 14 "/work/main/.stage/main/benchmarks/heldout7/kernels/minmax_partials.cu"
            a_1 = fminf(a_1, x[i_1]);
#line 15 "/work/main/.stage/main/benchmarks/heldout7/kernels/minmax_partials.cu"
            b_1 = fmaxf(b_1, x[i_1]);
        }
#line 13 "/work/main/.stage/main/benchmarks/heldout7/kernels/minmax_partials.cu"
        if (i_2 < n) {
#line 14 "/work/main/.stage/main/benchmarks/heldout7/kernels/minmax_partials.cu"
            a_2 = fminf(a_2, x[i_2]);
#line 15 "/work/main/.stage/main/benchmarks/heldout7/kernels/minmax_partials.cu"
            b_2 = fmaxf(b_2, x[i_2]);
        }
#line 13 "/work/main/.stage/main/benchmarks/heldout7/kernels/minmax_partials.cu"
        if (i_3 < n) {
#line 14 "/work/main/.stage/main/benchmarks/heldout7/kernels/minmax_partials.cu"
            a_3 = fminf(a_3, x[i_3]);
#line 15 "/work/main/.stage/main/benchmarks/heldout7/kernels/minmax_partials.cu"
            b_3 = fmaxf(b_3, x[i_3]);
        }
    }
#line 18 "/work/main/.stage/main/benchmarks/heldout7/kernels/minmax_partials.cu"
    lo[t_0] = a_0;
#line 18 "/work/main/.stage/main/benchmarks/heldout7/kernels/minmax_partials.cu"
    lo[t_1] = a_1;
#line 18 "/work/main/.stage/main/benchmarks/heldout7/kernels/minmax_partials.cu"
    lo[t_2] = a_2;
#line 18 "/work/main/.stage/main/benchmarks/heldout7/kernels/minmax_partials.cu"
    lo[t_3] = a_3;
#line 19 "/work/main/.stage/main/benchmarks/heldout7/kernels/minmax_partials.cu"
    hi[t_0] = b_0;
#line 19 "/work/main/.stage/main/benchmarks/heldout7/kernels/minmax_partials.cu"
    hi[t_1] = b_1;
#line 19 "/work/main/.stage/main/benchmarks/heldout7/kernels/minmax_partials.cu"
    hi[t_2] = b_2;
#line 19 "/work/main/.stage/main/benchmarks/heldout7/kernels/minmax_partials.cu"
    hi[t_3] = b_3;
#line 20 "/work/main/.stage/main/benchmarks/heldout7/kernels/minmax_partials.cu"
    __syncthreads();
#line 21 "/work/main/.stage/main/benchmarks/heldout7/kernels/minmax_partials.cu"
    for (int st = 128; st > 0; st >>= 1) {
#line 22 "/work/main/.stage/main/benchmarks/heldout7/kernels/minmax_partials.cu"
        if (t_0 < st) {
#line 23 "/work/main/.stage/main/benchmarks/heldout7/kernels/minmax_partials.cu"
            lo[t_0] = fminf(lo[t_0], lo[t_0 + st]);
#line 24 "/work/main/.stage/main/benchmarks/heldout7/kernels/minmax_partials.cu"
            hi[t_0] = fmaxf(hi[t_0], hi[t_0 + st]);
        }
#line 22 "/work/main/.stage/main/benchmarks/heldout7/kernels/minmax_partials.cu"
        if (t_1 < st) {
#line 23 "/work/main/.stage/main/benchmarks/heldout7/kernels/minmax_partials.cu"
            lo[t_1] = fminf(lo[t_1], lo[t_1 + st]);
#line 24 "/work/main/.stage/main/benchmarks/heldout7/kernels/minmax_partials.cu"
            hi[t_1] = fmaxf(hi[t_1], hi[t_1 + st]);
        }
#line 22 "/work/main/.stage/main/benchmarks/heldout7/kernels/minmax_partials.cu"
        if (t_2 < st) {
#line 23 "/work/main/.stage/main/benchmarks/heldout7/kernels/minmax_partials.cu"
            lo[t_2] = fminf(lo[t_2], lo[t_2 + st]);
#line 24 "/work/main/.stage/main/benchmarks/heldout7/kernels/minmax_partials.cu"
            hi[t_2] = fmaxf(hi[t_2], hi[t_2 + st]);
        }
#line 22 "/work/main/.stage/main/benchmarks/heldout7/kernels/minmax_partials.cu"
        if (t_3 < st) {
#line 23 "/work/main/.stage/main/benchmarks/heldout7/kernels/minmax_partials.cu"
            lo[t_3] = fminf(lo[t_3], lo[t_3 + st]);
#line 24 "/work/main/.stage/main/benchmarks/heldout7/kernels/minmax_partials.cu"
            hi[t_3] = fmaxf(hi[t_3], hi[t_3 + st]);
        }
#line 26 "/work/main/.stage/main/benchmarks/heldout7/kernels/minmax_partials.cu"
        __syncthreads();
    }
#line 28 "/work/main/.stage/main/benchmarks/heldout7/kernels/minmax_partials.cu"
    if (t_0 == 0) {
#line 29 "/work/main/.stage/main/benchmarks/heldout7/kernels/minmax_partials.cu"
        pmin[blockIdx.x] = lo[0];
#line 30 "/work/main/.stage/main/benchmarks/heldout7/kernels/minmax_partials.cu"
        pmax[blockIdx.x] = hi[0];
    }
#line 28 "/work/main/.stage/main/benchmarks/heldout7/kernels/minmax_partials.cu"
    if (t_1 == 0) {
#line 29 "/work/main/.stage/main/benchmarks/heldout7/kernels/minmax_partials.cu"
        pmin[blockIdx.x] = lo[0];
#line 30 "/work/main/.stage/main/benchmarks/heldout7/kernels/minmax_partials.cu"
        pmax[blockIdx.x] = hi[0];
    }
#line 28 "/work/main/.stage/main/benchmarks/heldout7/kernels/minmax_partials.cu"
    if (t_2 == 0) {
#line 29 "/work/main/.stage/main/benchmarks/heldout7/kernels/minmax_partials.cu"
        pmin[blockIdx.x] = lo[0];
#line 30 "/work/main/.stage/main/benchmarks/heldout7/kernels/minmax_partials.cu"
        pmax[blockIdx.x] = hi[0];
    }
#line 28 "/work/main/.stage/main/benchmarks/heldout7/kernels/minmax_partials.cu"
    if (t_3 == 0) {
#line 29 "/work/main/.stage/main/benchmarks/heldout7/kernels/minmax_partials.cu"
        pmin[blockIdx.x] = lo[0];
#line 30 "/work/main/.stage/main/benchmarks/heldout7/kernels/minmax_partials.cu"
        pmax[blockIdx.x] = hi[0];
    }
}
