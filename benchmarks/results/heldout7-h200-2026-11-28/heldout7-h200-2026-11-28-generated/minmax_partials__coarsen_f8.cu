extern "C" __global__ void minmax_partials_cf8x(const float* x, float* pmin, float* pmax, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/minmax_partials.cu"
    __shared__ float lo[256];
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/minmax_partials.cu"
    __shared__ float hi[256];
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/minmax_partials.cu"
    int t_0 = threadIdx.x * 8u;
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/minmax_partials.cu"
    int t_1 = threadIdx.x * 8u + 1u;
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/minmax_partials.cu"
    int t_2 = threadIdx.x * 8u + 2u;
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/minmax_partials.cu"
    int t_3 = threadIdx.x * 8u + 3u;
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/minmax_partials.cu"
    int t_4 = threadIdx.x * 8u + 4u;
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/minmax_partials.cu"
    int t_5 = threadIdx.x * 8u + 5u;
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/minmax_partials.cu"
    int t_6 = threadIdx.x * 8u + 6u;
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/minmax_partials.cu"
    int t_7 = threadIdx.x * 8u + 7u;
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/minmax_partials.cu"
    int base_0 = blockIdx.x * 1024 + t_0;
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/minmax_partials.cu"
    int base_1 = blockIdx.x * 1024 + t_1;
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/minmax_partials.cu"
    int base_2 = blockIdx.x * 1024 + t_2;
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/minmax_partials.cu"
    int base_3 = blockIdx.x * 1024 + t_3;
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/minmax_partials.cu"
    int base_4 = blockIdx.x * 1024 + t_4;
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/minmax_partials.cu"
    int base_5 = blockIdx.x * 1024 + t_5;
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/minmax_partials.cu"
    int base_6 = blockIdx.x * 1024 + t_6;
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/minmax_partials.cu"
    int base_7 = blockIdx.x * 1024 + t_7;
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/minmax_partials.cu"
    float a_0 = 3e38f;
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/minmax_partials.cu"
    float a_1 = 3e38f;
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/minmax_partials.cu"
    float a_2 = 3e38f;
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/minmax_partials.cu"
    float a_3 = 3e38f;
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/minmax_partials.cu"
    float a_4 = 3e38f;
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/minmax_partials.cu"
    float a_5 = 3e38f;
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/minmax_partials.cu"
    float a_6 = 3e38f;
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/minmax_partials.cu"
    float a_7 = 3e38f;
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/minmax_partials.cu"
    float b_0 = -3e38f;
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/minmax_partials.cu"
    float b_1 = -3e38f;
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/minmax_partials.cu"
    float b_2 = -3e38f;
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/minmax_partials.cu"
    float b_3 = -3e38f;
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/minmax_partials.cu"
    float b_4 = -3e38f;
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/minmax_partials.cu"
    float b_5 = -3e38f;
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/minmax_partials.cu"
    float b_6 = -3e38f;
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/minmax_partials.cu"
    float b_7 = -3e38f;
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
#line 12 "/work/main/.stage/main/benchmarks/heldout7/kernels/minmax_partials.cu"
        int i_4 = base_4 + 256 * k;
#line 12 "/work/main/.stage/main/benchmarks/heldout7/kernels/minmax_partials.cu"
        int i_5 = base_5 + 256 * k;
#line 12 "/work/main/.stage/main/benchmarks/heldout7/kernels/minmax_partials.cu"
        int i_6 = base_6 + 256 * k;
#line 12 "/work/main/.stage/main/benchmarks/heldout7/kernels/minmax_partials.cu"
        int i_7 = base_7 + 256 * k;
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
#line 13 "/work/main/.stage/main/benchmarks/heldout7/kernels/minmax_partials.cu"
        if (i_4 < n) {
#line 14 "/work/main/.stage/main/benchmarks/heldout7/kernels/minmax_partials.cu"
            a_4 = fminf(a_4, x[i_4]);
#line 15 "/work/main/.stage/main/benchmarks/heldout7/kernels/minmax_partials.cu"
            b_4 = fmaxf(b_4, x[i_4]);
        }
#line 13 "/work/main/.stage/main/benchmarks/heldout7/kernels/minmax_partials.cu"
        if (i_5 < n) {
#line 14 "/work/main/.stage/main/benchmarks/heldout7/kernels/minmax_partials.cu"
            a_5 = fminf(a_5, x[i_5]);
#line 15 "/work/main/.stage/main/benchmarks/heldout7/kernels/minmax_partials.cu"
            b_5 = fmaxf(b_5, x[i_5]);
        }
#line 13 "/work/main/.stage/main/benchmarks/heldout7/kernels/minmax_partials.cu"
        if (i_6 < n) {
#line 14 "/work/main/.stage/main/benchmarks/heldout7/kernels/minmax_partials.cu"
            a_6 = fminf(a_6, x[i_6]);
#line 15 "/work/main/.stage/main/benchmarks/heldout7/kernels/minmax_partials.cu"
            b_6 = fmaxf(b_6, x[i_6]);
        }
#line 13 "/work/main/.stage/main/benchmarks/heldout7/kernels/minmax_partials.cu"
        if (i_7 < n) {
#line 14 "/work/main/.stage/main/benchmarks/heldout7/kernels/minmax_partials.cu"
            a_7 = fminf(a_7, x[i_7]);
#line 15 "/work/main/.stage/main/benchmarks/heldout7/kernels/minmax_partials.cu"
            b_7 = fmaxf(b_7, x[i_7]);
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
#line 18 "/work/main/.stage/main/benchmarks/heldout7/kernels/minmax_partials.cu"
    lo[t_4] = a_4;
#line 18 "/work/main/.stage/main/benchmarks/heldout7/kernels/minmax_partials.cu"
    lo[t_5] = a_5;
#line 18 "/work/main/.stage/main/benchmarks/heldout7/kernels/minmax_partials.cu"
    lo[t_6] = a_6;
#line 18 "/work/main/.stage/main/benchmarks/heldout7/kernels/minmax_partials.cu"
    lo[t_7] = a_7;
#line 19 "/work/main/.stage/main/benchmarks/heldout7/kernels/minmax_partials.cu"
    hi[t_0] = b_0;
#line 19 "/work/main/.stage/main/benchmarks/heldout7/kernels/minmax_partials.cu"
    hi[t_1] = b_1;
#line 19 "/work/main/.stage/main/benchmarks/heldout7/kernels/minmax_partials.cu"
    hi[t_2] = b_2;
#line 19 "/work/main/.stage/main/benchmarks/heldout7/kernels/minmax_partials.cu"
    hi[t_3] = b_3;
#line 19 "/work/main/.stage/main/benchmarks/heldout7/kernels/minmax_partials.cu"
    hi[t_4] = b_4;
#line 19 "/work/main/.stage/main/benchmarks/heldout7/kernels/minmax_partials.cu"
    hi[t_5] = b_5;
#line 19 "/work/main/.stage/main/benchmarks/heldout7/kernels/minmax_partials.cu"
    hi[t_6] = b_6;
#line 19 "/work/main/.stage/main/benchmarks/heldout7/kernels/minmax_partials.cu"
    hi[t_7] = b_7;
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
#line 22 "/work/main/.stage/main/benchmarks/heldout7/kernels/minmax_partials.cu"
        if (t_4 < st) {
#line 23 "/work/main/.stage/main/benchmarks/heldout7/kernels/minmax_partials.cu"
            lo[t_4] = fminf(lo[t_4], lo[t_4 + st]);
#line 24 "/work/main/.stage/main/benchmarks/heldout7/kernels/minmax_partials.cu"
            hi[t_4] = fmaxf(hi[t_4], hi[t_4 + st]);
        }
#line 22 "/work/main/.stage/main/benchmarks/heldout7/kernels/minmax_partials.cu"
        if (t_5 < st) {
#line 23 "/work/main/.stage/main/benchmarks/heldout7/kernels/minmax_partials.cu"
            lo[t_5] = fminf(lo[t_5], lo[t_5 + st]);
#line 24 "/work/main/.stage/main/benchmarks/heldout7/kernels/minmax_partials.cu"
            hi[t_5] = fmaxf(hi[t_5], hi[t_5 + st]);
        }
#line 22 "/work/main/.stage/main/benchmarks/heldout7/kernels/minmax_partials.cu"
        if (t_6 < st) {
#line 23 "/work/main/.stage/main/benchmarks/heldout7/kernels/minmax_partials.cu"
            lo[t_6] = fminf(lo[t_6], lo[t_6 + st]);
#line 24 "/work/main/.stage/main/benchmarks/heldout7/kernels/minmax_partials.cu"
            hi[t_6] = fmaxf(hi[t_6], hi[t_6 + st]);
        }
#line 22 "/work/main/.stage/main/benchmarks/heldout7/kernels/minmax_partials.cu"
        if (t_7 < st) {
#line 23 "/work/main/.stage/main/benchmarks/heldout7/kernels/minmax_partials.cu"
            lo[t_7] = fminf(lo[t_7], lo[t_7 + st]);
#line 24 "/work/main/.stage/main/benchmarks/heldout7/kernels/minmax_partials.cu"
            hi[t_7] = fmaxf(hi[t_7], hi[t_7 + st]);
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
#line 28 "/work/main/.stage/main/benchmarks/heldout7/kernels/minmax_partials.cu"
    if (t_4 == 0) {
#line 29 "/work/main/.stage/main/benchmarks/heldout7/kernels/minmax_partials.cu"
        pmin[blockIdx.x] = lo[0];
#line 30 "/work/main/.stage/main/benchmarks/heldout7/kernels/minmax_partials.cu"
        pmax[blockIdx.x] = hi[0];
    }
#line 28 "/work/main/.stage/main/benchmarks/heldout7/kernels/minmax_partials.cu"
    if (t_5 == 0) {
#line 29 "/work/main/.stage/main/benchmarks/heldout7/kernels/minmax_partials.cu"
        pmin[blockIdx.x] = lo[0];
#line 30 "/work/main/.stage/main/benchmarks/heldout7/kernels/minmax_partials.cu"
        pmax[blockIdx.x] = hi[0];
    }
#line 28 "/work/main/.stage/main/benchmarks/heldout7/kernels/minmax_partials.cu"
    if (t_6 == 0) {
#line 29 "/work/main/.stage/main/benchmarks/heldout7/kernels/minmax_partials.cu"
        pmin[blockIdx.x] = lo[0];
#line 30 "/work/main/.stage/main/benchmarks/heldout7/kernels/minmax_partials.cu"
        pmax[blockIdx.x] = hi[0];
    }
#line 28 "/work/main/.stage/main/benchmarks/heldout7/kernels/minmax_partials.cu"
    if (t_7 == 0) {
#line 29 "/work/main/.stage/main/benchmarks/heldout7/kernels/minmax_partials.cu"
        pmin[blockIdx.x] = lo[0];
#line 30 "/work/main/.stage/main/benchmarks/heldout7/kernels/minmax_partials.cu"
        pmax[blockIdx.x] = hi[0];
    }
}
