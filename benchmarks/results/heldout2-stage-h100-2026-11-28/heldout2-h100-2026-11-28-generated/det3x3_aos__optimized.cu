extern "C" __global__ void det3x3_aos_opt(const float* m, float* det, int n) {
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/det3x3_aos.cu"
    __shared__ float m_s[2304];
#line 5 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/det3x3_aos.cu"
    int i = blockIdx.x * blockDim.x + threadIdx.x;
#line 5 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/det3x3_aos.cu"
    int i_own = blockIdx.x * blockDim.x + 0u;
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/det3x3_aos.cu"
    for (int stage_r = 0; stage_r < 9; stage_r++) {
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/det3x3_aos.cu"
        int stage_e = stage_r * 256 + (int)threadIdx.x;
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/det3x3_aos.cu"
        if (9ll * (long long)i_own + (long long)stage_e < 9ll * (long long)n) {
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/det3x3_aos.cu"
            m_s[stage_e] = m[(int)blockIdx.x * 2304 + stage_e];
        }
    }
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/det3x3_aos.cu"
    __syncthreads();
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/det3x3_aos.cu"
    if (i < n) {
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/det3x3_aos.cu"
        float a = m_s[9 * (int)threadIdx.x];
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/det3x3_aos.cu"
        float b = m_s[9 * (int)threadIdx.x + 1];
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/det3x3_aos.cu"
        float c = m_s[9 * (int)threadIdx.x + 2];
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/det3x3_aos.cu"
        float d = m_s[9 * (int)threadIdx.x + 3];
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/det3x3_aos.cu"
        float e = m_s[9 * (int)threadIdx.x + 4];
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/det3x3_aos.cu"
        float f = m_s[9 * (int)threadIdx.x + 5];
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/det3x3_aos.cu"
        float g = m_s[9 * (int)threadIdx.x + 6];
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/det3x3_aos.cu"
        float h = m_s[9 * (int)threadIdx.x + 7];
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/det3x3_aos.cu"
        float k = m_s[9 * (int)threadIdx.x + 8];
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/det3x3_aos.cu"
        det[i] = a * (e * k - f * h) - b * (d * k - f * g) + c * (d * h - e * g);
    }
}
