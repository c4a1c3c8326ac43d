extern "C" __global__ void argmax_block_cf4x(const float* in, float* maxv, int* maxi, int n) {
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/argmax_block.cl"
    __shared__ float sv[256];
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/argmax_block.cl"
    __shared__ int si[256];
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/argmax_block.cl"
    int t_0 = (unsigned long long)threadIdx.x * 4ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/argmax_block.cl"
    int t_1 = (unsigned long long)threadIdx.x * 4ull + 1ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/argmax_block.cl"
    int t_2 = (unsigned long long)threadIdx.x * 4ull + 2ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/argmax_block.cl"
    int t_3 = (unsigned long long)threadIdx.x * 4ull + 3ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/argmax_block.cl"
    int g_0 = (unsigned long long)blockIdx.x * 256 + t_0;
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/argmax_block.cl"
    int g_1 = (unsigned long long)blockIdx.x * 256 + t_1;
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/argmax_block.cl"
    int g_2 = (unsigned long long)blockIdx.x * 256 + t_2;
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/argmax_block.cl"
    int g_3 = (unsigned long long)blockIdx.x * 256 + t_3;
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/argmax_block.cl"
    sv[t_0] = g_0 < n ? in[g_0] : -3e38f;
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/argmax_block.cl"
    sv[t_1] = g_1 < n ? in[g_1] : -3e38f;
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/argmax_block.cl"
    sv[t_2] = g_2 < n ? in[g_2] : -3e38f;
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/argmax_block.cl"
    sv[t_3] = g_3 < n ? in[g_3] : -3e38f;
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/argmax_block.cl"
    si[t_0] = g_0 < n ? g_0 : n;
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/argmax_block.cl"
    si[t_1] = g_1 < n ? g_1 : n;
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/argmax_block.cl"
    si[t_2] = g_2 < n ? g_2 : n;
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/argmax_block.cl"
    si[t_3] = g_3 < n ? g_3 : n;
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/argmax_block.cl"
    __syncthreads();
#line 11 "/work/main/.stage/main/benchmarks/heldout2/kernels/argmax_block.cl"
    for (int st = 128; st > 0; st >>= 1) {
#line 12 "/work/main/.stage/main/benchmarks/heldout2/kernels/argmax_block.cl"
        if (t_0 < st) {
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/argmax_block.cl"
            float a_0 = sv[t_0];
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/argmax_block.cl"
            float b_0 = sv[t_0 + st];
#line 14 "/work/main/.stage/main/benchmarks/heldout2/kernels/argmax_block.cl"
            if (b_0 > a_0 || (b_0 == a_0 && si[t_0 + st] < si[t_0])) {
#line 15 "/work/main/.stage/main/benchmarks/heldout2/kernels/argmax_block.cl"
                sv[t_0] = b_0;
#line 16 "/work/main/.stage/main/benchmarks/heldout2/kernels/argmax_block.cl"
                si[t_0] = si[t_0 + st];
            }
        }
#line 12 "/work/main/.stage/main/benchmarks/heldout2/kernels/argmax_block.cl"
        if (t_1 < st) {
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/argmax_block.cl"
            float a_1 = sv[t_1];
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/argmax_block.cl"
            float b_1 = sv[t_1 + st];
#line 14 "/work/main/.stage/main/benchmarks/heldout2/kernels/argmax_block.cl"
            if (b_1 > a_1 || (b_1 == a_1 && si[t_1 + st] < si[t_1])) {
#line 15 "/work/main/.stage/main/benchmarks/heldout2/kernels/argmax_block.cl"
                sv[t_1] = b_1;
#line 16 "/work/main/.stage/main/benchmarks/heldout2/kernels/argmax_block.cl"
                si[t_1] = si[t_1 + st];
            }
        }
#line 12 "/work/main/.stage/main/benchmarks/heldout2/kernels/argmax_block.cl"
        if (t_2 < st) {
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/argmax_block.cl"
            float a_2 = sv[t_2];
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/argmax_block.cl"
            float b_2 = sv[t_2 + st];
#line 14 "/work/main/.stage/main/benchmarks/heldout2/kernels/argmax_block.cl"
            if (b_2 > a_2 || (b_2 == a_2 && si[t_2 + st] < si[t_2])) {
#line 15 "/work/main/.stage/main/benchmarks/heldout2/kernels/argmax_block.cl"
                sv[t_2] = b_2;
#line 16 "/work/main/.stage/main/benchmarks/heldout2/kernels/argmax_block.cl"
                si[t_2] = si[t_2 + st];
            }
        }
#line 12 "/work/main/.stage/main/benchmarks/heldout2/kernels/argmax_block.cl"
        if (t_3 < st) {
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/argmax_block.cl"
            float a_3 = sv[t_3];
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/argmax_block.cl"
            float b_3 = sv[t_3 + st];
#line 14 "/work/main/.stage/main/benchmarks/heldout2/kernels/argmax_block.cl"
            if (b_3 > a_3 || (b_3 == a_3 && si[t_3 + st] < si[t_3])) {
#line 15 "/work/main/.stage/main/benchmarks/heldout2/kernels/argmax_block.cl"
                sv[t_3] = b_3;
#line 16 "/work/main/.stage/main/benchmarks/heldout2/kernels/argmax_block.cl"
                si[t_3] = si[t_3 + st];
            }
        }
#line 19 "/work/main/.stage/main/benchmarks/heldout2/kernels/argmax_block.cl"
        __syncthreads();
    }
#line 21 "/work/main/.stage/main/benchmarks/heldout2/kernels/argmax_block.cl"
    if (t_0 == 0) {
#line 22 "/work/main/.stage/main/benchmarks/heldout2/kernels/argmax_block.cl"
        maxv[(unsigned long long)blockIdx.x] = sv[0];
#line 23 "/work/main/.stage/main/benchmarks/heldout2/kernels/argmax_block.cl"
        maxi[(unsigned long long)blockIdx.x] = si[0];
    }
#line 21 "/work/main/.stage/main/benchmarks/heldout2/kernels/argmax_block.cl"
    if (t_1 == 0) {
#line 22 "/work/main/.stage/main/benchmarks/heldout2/kernels/argmax_block.cl"
        maxv[(unsigned long long)blockIdx.x] = sv[0];
#line 23 "/work/main/.stage/main/benchmarks/heldout2/kernels/argmax_block.cl"
        maxi[(unsigned long long)blockIdx.x] = si[0];
    }
#line 21 "/work/main/.stage/main/benchmarks/heldout2/kernels/argmax_block.cl"
    if (t_2 == 0) {
#line 22 "/work/main/.stage/main/benchmarks/heldout2/kernels/argmax_block.cl"
        maxv[(unsigned long long)blockIdx.x] = sv[0];
#line 23 "/work/main/.stage/main/benchmarks/heldout2/kernels/argmax_block.cl"
        maxi[(unsigned long long)blockIdx.x] = si[0];
    }
#line 21 "/work/main/.stage/main/benchmarks/heldout2/kernels/argmax_block.cl"
    if (t_3 == 0) {
#line 22 "/work/main/.stage/main/benchmarks/heldout2/kernels/argmax_block.cl"
        maxv[(unsigned long long)blockIdx.x] = sv[0];
#line 23 "/work/main/.stage/main/benchmarks/heldout2/kernels/argmax_block.cl"
        maxi[(unsigned long long)blockIdx.x] = si[0];
    }
}
