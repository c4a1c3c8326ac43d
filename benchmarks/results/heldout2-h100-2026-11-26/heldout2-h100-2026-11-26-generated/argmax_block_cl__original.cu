extern "C" __global__ void argmax_block(const float* in, float* maxv, int* maxi, int n) {
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/argmax_block.cl"
    __shared__ float sv[256];
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/argmax_block.cl"
    __shared__ int si[256];
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/argmax_block.cl"
    int t = (unsigned long long)threadIdx.x;
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/argmax_block.cl"
    int g = (unsigned long long)blockIdx.x * 256 + t;
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/argmax_block.cl"
    sv[t] = g < n ? in[g] : -3e38f;
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/argmax_block.cl"
    si[t] = g < n ? g : n;
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/argmax_block.cl"
    __syncthreads();
#line 11 "/work/main/.stage/main/benchmarks/heldout2/kernels/argmax_block.cl"
    for (int st = 128; st > 0; st >>= 1) {
#line 12 "/work/main/.stage/main/benchmarks/heldout2/kernels/argmax_block.cl"
        if (t < st) {
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/argmax_block.cl"
            float a = sv[t];
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/argmax_block.cl"
            float b = sv[t + st];
#line 14 "/work/main/.stage/main/benchmarks/heldout2/kernels/argmax_block.cl"
            if (b > a || (b == a && si[t + st] < si[t])) {
#line 15 "/work/main/.stage/main/benchmarks/heldout2/kernels/argmax_block.cl"
                sv[t] = b;
#line 16 "/work/main/.stage/main/benchmarks/heldout2/kernels/argmax_block.cl"
                si[t] = si[t + st];
            }
        }
#line 19 "/work/main/.stage/main/benchmarks/heldout2/kernels/argmax_block.cl"
        __syncthreads();
    }
#line 21 "/work/main/.stage/main/benchmarks/heldout2/kernels/argmax_block.cl"
    if (t == 0) {
#line 22 "/work/main/.stage/main/benchmarks/heldout2/kernels/argmax_block.cl"
        maxv[(unsigned long long)blockIdx.x] = sv[0];
#line 23 "/work/main/.stage/main/benchmarks/heldout2/kernels/argmax_block.cl"
        maxi[(unsigned long long)blockIdx.x] = si[0];
    }
}
