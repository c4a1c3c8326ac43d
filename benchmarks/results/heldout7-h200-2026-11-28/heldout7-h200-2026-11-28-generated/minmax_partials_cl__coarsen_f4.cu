extern "C" __global__ void minmax_partials_cf4x(const float* x, float* pmin, float* pmax, int n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/minmax_partials.cl"
    __shared__ float lo[256];
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/minmax_partials.cl"
    __shared__ float hi[256];
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/minmax_partials.cl"
    int t_0 = (unsigned long long)threadIdx.x * 4ull;
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/minmax_partials.cl"
    int t_1 = (unsigned long long)threadIdx.x * 4ull + 1ull;
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/minmax_partials.cl"
    int t_2 = (unsigned long long)threadIdx.x * 4ull + 2ull;
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/minmax_partials.cl"
    int t_3 = (unsigned long long)threadIdx.x * 4ull + 3ull;
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/minmax_partials.cl"
    int base_0 = (unsigned long long)blockIdx.x * 1024 + t_0;
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/minmax_partials.cl"
    int base_1 = (unsigned long long)blockIdx.x * 1024 + t_1;
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/minmax_partials.cl"
    int base_2 = (unsigned long long)blockIdx.x * 1024 + t_2;
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/minmax_partials.cl"
    int base_3 = (unsigned long long)blockIdx.x * 1024 + t_3;
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/minmax_partials.cl"
    float a_0 = 3e38f;
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/minmax_partials.cl"
    float a_1 = 3e38f;
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/minmax_partials.cl"
    float a_2 = 3e38f;
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/minmax_partials.cl"
    float a_3 = 3e38f;
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/minmax_partials.cl"
    float b_0 = -3e38f;
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/minmax_partials.cl"
    float b_1 = -3e38f;
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/minmax_partials.cl"
    float b_2 = -3e38f;
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/minmax_partials.cl"
    float b_3 = -3e38f;
#line 12 "/work/main/.stage/main/benchmarks/heldout7/kernels/minmax_partials.cl"
    for (int k = 0; k < 4; k++) {
#line 13 "/work/main/.stage/main/benchmarks/heldout7/kernels/minmax_partials.cl"
        int i_0 = base_0 + 256 * k;
#line 13 "/work/main/.stage/main/benchmarks/heldout7/kernels/minmax_partials.cl"
        int i_1 = base_1 + 256 * k;
#line 13 "/work/main/.stage/main/benchmarks/heldout7/kernels/minmax_partials.cl"
        int i_2 = base_2 + 256 * k;
#line 13 "/work/main/.stage/main/benchmarks/heldout7/kernels/minmax_partials.cl"
        int i_3 = base_3 + 256 * k;
#line 14 "/work/main/.stage/main/benchmarks/heldout7/kernels/minmax_partials.cl"
        if (i_0 < n) {
#line 15 "/work/main/.stage/main/benchmarks/heldout7/kernels/minmax_partials.cl"
            a_0 = fminf(a_0, x[i_0]);
#line 16 "/work/main/.stage/main/benchmarks/heldout7/kernels/minmax_partials.cl"
            b_0 = fmaxf(b_0, x[i_0]);
        }
#line 14 "/work/main/.stage/main/benchmarks/heldout7/kernels/minmax_partials.cl"
        if (i_1 < n) {
#line 15 "/work/main/.stage/main/benchmarks/heldout7/kernels/minmax_partials.cl"
            a_1 = fminf(a_1, x[i_1]);
#line 16 "/work/main/.stage/main/benchmarks/heldout7/kernels/minmax_partials.cl"
            b_1 = fmaxf(b_1, x[i_1]);
        }
#line 14 "/work/main/.stage/main/benchmarks/heldout7/kernels/minmax_partials.cl"
        if (i_2 < n) {
#line 15 "/work/main/.stage/main/benchmarks/heldout7/kernels/minmax_partials.cl"
            a_2 = fminf(a_2, x[i_2]);
#line 16 "/work/main/.stage/main/benchmarks/heldout7/kernels/minmax_partials.cl"
            b_2 = fmaxf(b_2, x[i_2]);
        }
#line 14 "/work/main/.stage/main/benchmarks/heldout7/kernels/minmax_partials.cl"
        if (i_3 < n) {
#line 15 "/work/main/.stage/main/benchmarks/heldout7/kernels/minmax_partials.cl"
            a_3 = fminf(a_3, x[i_3]);
#line 16 "/work/main/.stage/main/benchmarks/heldout7/kernels/minmax_partials.cl"
            b_3 = fmaxf(b_3, x[i_3]);
        }
    }
#line 19 "/work/main/.stage/main/benchmarks/heldout7/kernels/minmax_partials.cl"
    lo[t_0] = a_0;
#line 19 "/work/main/.stage/main/benchmarks/heldout7/kernels/minmax_partials.cl"
    lo[t_1] = a_1;
#line 19 "/work/main/.stage/main/benchmarks/heldout7/kernels/minmax_partials.cl"
    lo[t_2] = a_2;
#line 19 "/work/main/.stage/main/benchmarks/heldout7/kernels/minmax_partials.cl"
    lo[t_3] = a_3;
#line 20 "/work/main/.stage/main/benchmarks/heldout7/kernels/minmax_partials.cl"
    hi[t_0] = b_0;
#line 20 "/work/main/.stage/main/benchmarks/heldout7/kernels/minmax_partials.cl"
    hi[t_1] = b_1;
#line 20 "/work/main/.stage/main/benchmarks/heldout7/kernels/minmax_partials.cl"
    hi[t_2] = b_2;
#line 20 "/work/main/.stage/main/benchmarks/heldout7/kernels/minmax_partials.cl"
    hi[t_3] = b_3;
#line 21 "/work/main/.stage/main/benchmarks/heldout7/kernels/minmax_partials.cl"
    __syncthreads();
#line 22 "/work/main/.stage/main/benchmarks/heldout7/kernels/minmax_partials.cl"
    for (int st = 128; st > 0; st >>= 1) {
#line 23 "/work/main/.stage/main/benchmarks/heldout7/kernels/minmax_partials.cl"
        if (t_0 < st) {
#line 24 "/work/main/.stage/main/benchmarks/heldout7/kernels/minmax_partials.cl"
            lo[t_0] = fminf(lo[t_0], lo[t_0 + st]);
#line 25 "/work/main/.stage/main/benchmarks/heldout7/kernels/minmax_partials.cl"
            hi[t_0] = fmaxf(hi[t_0], hi[t_0 + st]);
        }
#line 23 "/work/main/.stage/main/benchmarks/heldout7/kernels/minmax_partials.cl"
        if (t_1 < st) {
#line 24 "/work/main/.stage/main/benchmarks/heldout7/kernels/minmax_partials.cl"
            lo[t_1] = fminf(lo[t_1], lo[t_1 + st]);
#line 25 "/work/main/.stage/main/benchmarks/heldout7/kernels/minmax_partials.cl"
            hi[t_1] = fmaxf(hi[t_1], hi[t_1 + st]);
        }
#line 23 "/work/main/.stage/main/benchmarks/heldout7/kernels/minmax_partials.cl"
        if (t_2 < st) {
#line 24 "/work/main/.stage/main/benchmarks/heldout7/kernels/minmax_partials.cl"
            lo[t_2] = fminf(lo[t_2], lo[t_2 + st]);
#line 25 "/work/main/.stage/main/benchmarks/heldout7/kernels/minmax_partials.cl"
            hi[t_2] = fmaxf(hi[t_2], hi[t_2 + st]);
        }
#line 23 "/work/main/.stage/main/benchmarks/heldout7/kernels/minmax_partials.cl"
        if (t_3 < st) {
#line 24 "/work/main/.stage/main/benchmarks/heldout7/kernels/minmax_partials.cl"
            lo[t_3] = fminf(lo[t_3], lo[t_3 + st]);
#line 25 "/work/main/.stage/main/benchmarks/heldout7/kernels/minmax_partials.cl"
            hi[t_3] = fmaxf(hi[t_3], hi[t_3 + st]);
        }
#line 27 "/work/main/.stage/main/benchmarks/heldout7/kernels/minmax_partials.cl"
        __syncthreads();
    }
#line 29 "/work/main/.stage/main/benchmarks/heldout7/kernels/minmax_partials.cl"
    if (t_0 == 0) {
#line 30 "/work/main/.stage/main/benchmarks/heldout7/kernels/minmax_partials.cl"
        pmin[(unsigned long long)blockIdx.x] = lo[0];
#line 31 "/work/main/.stage/main/benchmarks/heldout7/kernels/minmax_partials.cl"
        pmax[(unsigned long long)blockIdx.x] = hi[0];
    }
#line 29 "/work/main/.stage/main/benchmarks/heldout7/kernels/minmax_partials.cl"
    if (t_1 == 0) {
#line 30 "/work/main/.stage/main/benchmarks/heldout7/kernels/minmax_partials.cl"
        pmin[(unsigned long long)blockIdx.x] = lo[0];
#line 31 "/work/main/.stage/main/benchmarks/heldout7/kernels/minmax_partials.cl"
        pmax[(unsigned long long)blockIdx.x] = hi[0];
    }
#line 29 "/work/main/.stage/main/benchmarks/heldout7/kernels/minmax_partials.cl"
    if (t_2 == 0) {
#line 30 "/work/main/.stage/main/benchmarks/heldout7/kernels/minmax_partials.cl"
        pmin[(unsigned long long)blockIdx.x] = lo[0];
#line 31 "/work/main/.stage/main/benchmarks/heldout7/kernels/minmax_partials.cl"
        pmax[(unsigned long long)blockIdx.x] = hi[0];
    }
#line 29 "/work/main/.stage/main/benchmarks/heldout7/kernels/minmax_partials.cl"
    if (t_3 == 0) {
#line 30 "/work/main/.stage/main/benchmarks/heldout7/kernels/minmax_partials.cl"
        pmin[(unsigned long long)blockIdx.x] = lo[0];
#line 31 "/work/main/.stage/main/benchmarks/heldout7/kernels/minmax_partials.cl"
        pmax[(unsigned long long)blockIdx.x] = hi[0];
    }
}
