extern "C" __global__ void dct8_blocks(const float* x, const float* C8, float* X, int nblocks) {
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/dct8_blocks.cl"
    int b = (unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x;
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/dct8_blocks.cl"
    if (b < nblocks) {
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/dct8_blocks.cl"
        float v[8];
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/dct8_blocks.cl"
        for (int m = 0; m < 8; m++)
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/dct8_blocks.cl"
            v[m] = x[8 * b + m];
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/dct8_blocks.cl"
        for (int k = 0; k < 8; k++) {
#line 13 "/work/main/.stage/main/benchmarks/heldout5/kernels/dct8_blocks.cl"
            float s = 0.0f;
#line 14 "/work/main/.stage/main/benchmarks/heldout5/kernels/dct8_blocks.cl"
            for (int m_1 = 0; m_1 < 8; m_1++)
#line 15 "/work/main/.stage/main/benchmarks/heldout5/kernels/dct8_blocks.cl"
                s += C8[8 * k + m_1] * v[m_1];
#line 16 "/work/main/.stage/main/benchmarks/heldout5/kernels/dct8_blocks.cl"
            X[8 * b + k] = s;
        }
    }
}
