extern "C" __global__ void cexp_planes_cf2x(const float* re, const float* im, float* ore, float* oim, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/cexp_planes.cu"
    int i_0 = blockIdx.x * (blockDim.x * 2u) + threadIdx.x * 2u;
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/cexp_planes.cu"
    int i_1 = blockIdx.x * (blockDim.x * 2u) + (threadIdx.x * 2u + 1u);
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/cexp_planes.cu"
    if (i_0 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/cexp_planes.cu"
        float m_0 = expf(re[i_0]);
#line 9 "/work/main/.stage/main/benchmarks/heldout11/kernels/cexp_planes.cu"
        float a_0 = im[i_0];
#line 10 "/work/main/.stage/main/benchmarks/heldout11/kernels/cexp_planes.cu"
        ore[i_0] = m_0 * cosf(a_0);
#line 11 "/work/main/.stage/main/benchmarks/heldout11/kernels/cexp_planes.cu"
        oim[i_0] = m_0 * sinf(a_0);
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/cexp_planes.cu"
    if (i_1 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/cexp_planes.cu"
        float m_1 = expf(re[i_1]);
#line 9 "/work/main/.stage/main/benchmarks/heldout11/kernels/cexp_planes.cu"
        float a_1 = im[i_1];
#line 10 "/work/main/.stage/main/benchmarks/heldout11/kernels/cexp_planes.cu"
        ore[i_1] = m_1 * cosf(a_1);
#line 11 "/work/main/.stage/main/benchmarks/heldout11/kernels/cexp_planes.cu"
        oim[i_1] = m_1 * sinf(a_1);
    }
}
