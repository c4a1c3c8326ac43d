extern "C" __global__ void det3x3_aos_opt(const float* m, float* det, int n) {
#line 5 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/det3x3_aos.cl"
    __shared__ float m_s[2304];
#line 4 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/det3x3_aos.cl"
    int i = (unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x;
#line 4 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/det3x3_aos.cl"
    int i_own = (unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + 0ull;
#line 5 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/det3x3_aos.cl"
    for (int stage_r = 0; stage_r < 9; stage_r++) {
#line 5 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/det3x3_aos.cl"
        int stage_e = stage_r * 256 + (int)threadIdx.x;
#line 5 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/det3x3_aos.cl"
        if (9ll * (long long)i_own + (long long)stage_e < 9ll * (long long)n) {
#line 5 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/det3x3_aos.cl"
            m_s[stage_e] = m[(int)blockIdx.x * 2304 + stage_e];
        }
    }
#line 5 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/det3x3_aos.cl"
    __syncthreads();
#line 5 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/det3x3_aos.cl"
    if (i < n) {
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/det3x3_aos.cl"
        float a = m_s[9 * (int)threadIdx.x];
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/det3x3_aos.cl"
        float b = m_s[9 * (int)threadIdx.x + 1];
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/det3x3_aos.cl"
        float c = m_s[9 * (int)threadIdx.x + 2];
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/det3x3_aos.cl"
        float d = m_s[9 * (int)threadIdx.x + 3];
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/det3x3_aos.cl"
        float e = m_s[9 * (int)threadIdx.x + 4];
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/det3x3_aos.cl"
        float f = m_s[9 * (int)threadIdx.x + 5];
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/det3x3_aos.cl"
        float g = m_s[9 * (int)threadIdx.x + 6];
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/det3x3_aos.cl"
        float h = m_s[9 * (int)threadIdx.x + 7];
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/det3x3_aos.cl"
        float k = m_s[9 * (int)threadIdx.x + 8];
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/det3x3_aos.cl"
        det[i] = a * (e * k - f * h) - b * (d * k - f * g) + c * (d * h - e * g);
    }
}
