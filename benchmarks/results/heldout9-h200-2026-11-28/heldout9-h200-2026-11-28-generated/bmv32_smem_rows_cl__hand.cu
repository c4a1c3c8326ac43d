extern "C" __global__ void bmv32_smem_rows_hand(const float* M, const float* x, float* y, int nb) {
#line 7 "/work/main/.stage/main/benchmarks/heldout9/hand/bmv32_smem_rows_hand.cl"
    __shared__ float m[8448];
#line 8 "/work/main/.stage/main/benchmarks/heldout9/hand/bmv32_smem_rows_hand.cl"
    __shared__ float xs[256];
#line 9 "/work/main/.stage/main/benchmarks/heldout9/hand/bmv32_smem_rows_hand.cl"
    int t = (unsigned long long)threadIdx.x;
#line 10 "/work/main/.stage/main/benchmarks/heldout9/hand/bmv32_smem_rows_hand.cl"
    int b0 = (unsigned long long)blockIdx.x * 8;
#line 11 "/work/main/.stage/main/benchmarks/heldout9/hand/bmv32_smem_rows_hand.cl"
    if (b0 < nb) {
#line 12 "/work/main/.stage/main/benchmarks/heldout9/hand/bmv32_smem_rows_hand.cl"
        for (int k = 0; k < 32; k++) {
#line 13 "/work/main/.stage/main/benchmarks/heldout9/hand/bmv32_smem_rows_hand.cl"
            int e = k * 256 + t;
#line 14 "/work/main/.stage/main/benchmarks/heldout9/hand/bmv32_smem_rows_hand.cl"
            m[e / 32 * 33 + e % 32] = M[b0 * 1024 + e];
        }
#line 16 "/work/main/.stage/main/benchmarks/heldout9/hand/bmv32_smem_rows_hand.cl"
        xs[t] = x[b0 * 32 + t];
    }
#line 18 "/work/main/.stage/main/benchmarks/heldout9/hand/bmv32_smem_rows_hand.cl"
    __syncthreads();
#line 19 "/work/main/.stage/main/benchmarks/heldout9/hand/bmv32_smem_rows_hand.cl"
    if (b0 < nb) {
#line 20 "/work/main/.stage/main/benchmarks/heldout9/hand/bmv32_smem_rows_hand.cl"
        int mat = t / 32;
#line 20 "/work/main/.stage/main/benchmarks/heldout9/hand/bmv32_smem_rows_hand.cl"
        int row = t % 32;
#line 21 "/work/main/.stage/main/benchmarks/heldout9/hand/bmv32_smem_rows_hand.cl"
        float s = 0.0f;
#line 22 "/work/main/.stage/main/benchmarks/heldout9/hand/bmv32_smem_rows_hand.cl"
        for (int c = 0; c < 32; c++)
#line 23 "/work/main/.stage/main/benchmarks/heldout9/hand/bmv32_smem_rows_hand.cl"
            s += m[(mat * 32 + row) * 33 + c] * xs[mat * 32 + c];
#line 24 "/work/main/.stage/main/benchmarks/heldout9/hand/bmv32_smem_rows_hand.cl"
        y[b0 * 32 + t] = s;
    }
}
