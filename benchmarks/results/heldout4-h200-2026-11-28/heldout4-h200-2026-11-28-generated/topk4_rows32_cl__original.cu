extern "C" __global__ void topk4_rows32(const float* in, float* top, int rows) {
#line 5 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cl"
    int r = (unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x;
#line 6 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cl"
    if (r < rows) {
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cl"
        float t0 = -3e38f;
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cl"
        float t1 = -3e38f;
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cl"
        float t2 = -3e38f;
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cl"
        float t3 = -3e38f;
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cl"
        for (int j = 0; j < 32; j++) {
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cl"
            float v = in[r * 32 + j];
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cl"
            if (v > t3) {
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cl"
                if (v > t2) {
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cl"
                    t3 = t2;
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cl"
                    if (v > t1) {
#line 14 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cl"
                        t2 = t1;
#line 15 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cl"
                        if (v > t0) {
#line 16 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cl"
                            t1 = t0;
#line 17 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cl"
                            t0 = v;
                        } else {
#line 19 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cl"
                            t1 = v;
                        }
                    } else {
#line 22 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cl"
                        t2 = v;
                    }
                } else {
#line 25 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cl"
                    t3 = v;
                }
            }
        }
#line 29 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cl"
        top[4 * r] = t0;
#line 30 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cl"
        top[4 * r + 1] = t1;
#line 31 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cl"
        top[4 * r + 2] = t2;
#line 32 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cl"
        top[4 * r + 3] = t3;
    }
}
