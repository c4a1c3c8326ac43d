extern "C" __global__ void argmax_block_cf8x(const float* in, float* maxv, int* maxi, int n) {
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/argmax_block.cl"
    __shared__ float sv[256];
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/argmax_block.cl"
    __shared__ int si[256];
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/argmax_block.cl"
    int t_0 = (unsigned long long)threadIdx.x * 8ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/argmax_block.cl"
    int t_1 = (unsigned long long)threadIdx.x * 8ull + 1ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/argmax_block.cl"
    int t_2 = (unsigned long long)threadIdx.x * 8ull + 2ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/argmax_block.cl"
    int t_3 = (unsigned long long)threadIdx.x * 8ull + 3ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/argmax_block.cl"
    int t_4 = (unsigned long long)threadIdx.x * 8ull + 4ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/argmax_block.cl"
    int t_5 = (unsigned long long)threadIdx.x * 8ull + 5ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/argmax_block.cl"
    int t_6 = (unsigned long long)threadIdx.x * 8ull + 6ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/argmax_block.cl"
    int t_7 = (unsigned long long)threadIdx.x * 8ull + 7ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/argmax_block.cl"
    int g_0 = (unsigned long long)blockIdx.x * 256 + t_0;
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/argmax_block.cl"
    int g_1 = (unsigned long long)blockIdx.x * 256 + t_1;
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/argmax_block.cl"
    int g_2 = (unsigned long long)blockIdx.x * 256 + t_2;
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/argmax_block.cl"
    int g_3 = (unsigned long long)blockIdx.x * 256 + t_3;
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/argmax_block.cl"
    int g_4 = (unsigned long long)blockIdx.x * 256 + t_4;
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/argmax_block.cl"
    int g_5 = (unsigned long long)blockIdx.x * 256 + t_5;
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/argmax_block.cl"
    int g_6 = (unsigned long long)blockIdx.x * 256 + t_6;
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/argmax_block.cl"
    int g_7 = (unsigned long long)blockIdx.x * 256 + t_7;
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/argmax_block.cl"
    sv[t_0] = g_0 < n ? in[g_0] : -3e38f;
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/argmax_block.cl"
    sv[t_1] = g_1 < n ? in[g_1] : -3e38f;
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/argmax_block.cl"
    sv[t_2] = g_2 < n ? in[g_2] : -3e38f;
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/argmax_block.cl"
    sv[t_3] = g_3 < n ? in[g_3] : -3e38f;
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/argmax_block.cl"
    sv[t_4] = g_4 < n ? in[g_4] : -3e38f;
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/argmax_block.cl"
    sv[t_5] = g_5 < n ? in[g_5] : -3e38f;
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/argmax_block.cl"
    sv[t_6] = g_6 < n ? in[g_6] : -3e38f;
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/argmax_block.cl"
    sv[t_7] = g_7 < n ? in[g_7] : -3e38f;
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/argmax_block.cl"
    si[t_0] = g_0 < n ? g_0 : n;
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/argmax_block.cl"
    si[t_1] = g_1 < n ? g_1 : n;
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/argmax_block.cl"
    si[t_2] = g_2 < n ? g_2 : n;
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/argmax_block.cl"
    si[t_3] = g_3 < n ? g_3 : n;
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/argmax_block.cl"
    si[t_4] = g_4 < n ? g_4 : n;
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/argmax_block.cl"
    si[t_5] = g_5 < n ? g_5 : n;
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/argmax_block.cl"
    si[t_6] = g_6 < n ? g_6 : n;
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/argmax_block.cl"
    si[t_7] = g_7 < n ? g_7 : n;
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
#line 12 "/work/main/.stage/main/benchmarks/heldout2/kernels/argmax_block.cl"
        if (t_4 < st) {
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/argmax_block.cl"
            float a_4 = sv[t_4];
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/argmax_block.cl"
            float b_4 = sv[t_4 + st];
#line 14 "/work/main/.stage/main/benchmarks/heldout2/kernels/argmax_block.cl"
            if (b_4 > a_4 || (b_4 == a_4 && si[t_4 + st] < si[t_4])) {
#line 15 "/work/main/.stage/main/benchmarks/heldout2/kernels/argmax_block.cl"
                sv[t_4] = b_4;
#line 16 "/work/main/.stage/main/benchmarks/heldout2/kernels/argmax_block.cl"
                si[t_4] = si[t_4 + st];
            }
        }
#line 12 "/work/main/.stage/main/benchmarks/heldout2/kernels/argmax_block.cl"
        if (t_5 < st) {
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/argmax_block.cl"
            float a_5 = sv[t_5];
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/argmax_block.cl"
            float b_5 = sv[t_5 + st];
#line 14 "/work/main/.stage/main/benchmarks/heldout2/kernels/argmax_block.cl"
            if (b_5 > a_5 || (b_5 == a_5 && si[t_5 + st] < si[t_5])) {
#line 15 "/work/main/.stage/main/benchmarks/heldout2/kernels/argmax_block.cl"
                sv[t_5] = b_5;
#line 16 "/work/main/.stage/main/benchmarks/heldout2/kernels/argmax_block.cl"
                si[t_5] = si[t_5 + st];
            }
        }
#line 12 "/work/main/.stage/main/benchmarks/heldout2/kernels/argmax_block.cl"
        if (t_6 < st) {
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/argmax_block.cl"
            float a_6 = sv[t_6];
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/argmax_block.cl"
            float b_6 = sv[t_6 + st];
#line 14 "/work/main/.stage/main/benchmarks/heldout2/kernels/argmax_block.cl"
            if (b_6 > a_6 || (b_6 == a_6 && si[t_6 + st] < si[t_6])) {
#line 15 "/work/main/.stage/main/benchmarks/heldout2/kernels/argmax_block.cl"
                sv[t_6] = b_6;
#line 16 "/work/main/.stage/main/benchmarks/heldout2/kernels/argmax_block.cl"
                si[t_6] = si[t_6 + st];
            }
        }
#line 12 "/work/main/.stage/main/benchmarks/heldout2/kernels/argmax_block.cl"
        if (t_7 < st) {
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/argmax_block.cl"
            float a_7 = sv[t_7];
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/argmax_block.cl"
            float b_7 = sv[t_7 + st];
#line 14 "/work/main/.stage/main/benchmarks/heldout2/kernels/argmax_block.cl"
            if (b_7 > a_7 || (b_7 == a_7 && si[t_7 + st] < si[t_7])) {
#line 15 "/work/main/.stage/main/benchmarks/heldout2/kernels/argmax_block.cl"
                sv[t_7] = b_7;
#line 16 "/work/main/.stage/main/benchmarks/heldout2/kernels/argmax_block.cl"
                si[t_7] = si[t_7 + st];
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
#line 21 "/work/main/.stage/main/benchmarks/heldout2/kernels/argmax_block.cl"
    if (t_4 == 0) {
#line 22 "/work/main/.stage/main/benchmarks/heldout2/kernels/argmax_block.cl"
        maxv[(unsigned long long)blockIdx.x] = sv[0];
#line 23 "/work/main/.stage/main/benchmarks/heldout2/kernels/argmax_block.cl"
        maxi[(unsigned long long)blockIdx.x] = si[0];
    }
#line 21 "/work/main/.stage/main/benchmarks/heldout2/kernels/argmax_block.cl"
    if (t_5 == 0) {
#line 22 "/work/main/.stage/main/benchmarks/heldout2/kernels/argmax_block.cl"
        maxv[(unsigned long long)blockIdx.x] = sv[0];
#line 23 "/work/main/.stage/main/benchmarks/heldout2/kernels/argmax_block.cl"
        maxi[(unsigned long long)blockIdx.x] = si[0];
    }
#line 21 "/work/main/.stage/main/benchmarks/heldout2/kernels/argmax_block.cl"
    if (t_6 == 0) {
#line 22 "/work/main/.stage/main/benchmarks/heldout2/kernels/argmax_block.cl"
        maxv[(unsigned long long)blockIdx.x] = sv[0];
#line 23 "/work/main/.stage/main/benchmarks/heldout2/kernels/argmax_block.cl"
        maxi[(unsigned long long)blockIdx.x] = si[0];
    }
#line 21 "/work/main/.stage/main/benchmarks/heldout2/kernels/argmax_block.cl"
    if (t_7 == 0) {
#line 22 "/work/main/.stage/main/benchmarks/heldout2/kernels/argmax_block.cl"
        maxv[(unsigned long long)blockIdx.x] = sv[0];
#line 23 "/work/main/.stage/main/benchmarks/heldout2/kernels/argmax_block.cl"
        maxi[(unsigned long long)blockIdx.x] = si[0];
    }
}
