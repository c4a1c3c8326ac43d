extern "C" __global__ void cexp_planes_cf8x(const float* re, const float* im, float* ore, float* oim, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/cexp_planes.cu"
    int i_0 = blockIdx.x * (blockDim.x * 8u) + threadIdx.x * 8u;
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/cexp_planes.cu"
    int i_1 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 1u);
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/cexp_planes.cu"
    int i_2 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 2u);
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/cexp_planes.cu"
    int i_3 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 3u);
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/cexp_planes.cu"
    int i_4 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 4u);
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/cexp_planes.cu"
    int i_5 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 5u);
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/cexp_planes.cu"
    int i_6 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 6u);
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/cexp_planes.cu"
    int i_7 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 7u);
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
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/cexp_planes.cu"
    if (i_2 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/cexp_planes.cu"
        float m_2 = expf(re[i_2]);
#line 9 "/work/main/.stage/main/benchmarks/heldout11/kernels/cexp_planes.cu"
        float a_2 = im[i_2];
#line 10 "/work/main/.stage/main/benchmarks/heldout11/kernels/cexp_planes.cu"
        ore[i_2] = m_2 * cosf(a_2);
#line 11 "/work/main/.stage/main/benchmarks/heldout11/kernels/cexp_planes.cu"
        oim[i_2] = m_2 * sinf(a_2);
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/cexp_planes.cu"
    if (i_3 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/cexp_planes.cu"
        float m_3 = expf(re[i_3]);
#line 9 "/work/main/.stage/main/benchmarks/heldout11/kernels/cexp_planes.cu"
        float a_3 = im[i_3];
#line 10 "/work/main/.stage/main/benchmarks/heldout11/kernels/cexp_planes.cu"
        ore[i_3] = m_3 * cosf(a_3);
#line 11 "/work/main/.stage/main/benchmarks/heldout11/kernels/cexp_planes.cu"
        oim[i_3] = m_3 * sinf(a_3);
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/cexp_planes.cu"
    if (i_4 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/cexp_planes.cu"
        float m_4 = expf(re[i_4]);
#line 9 "/work/main/.stage/main/benchmarks/heldout11/kernels/cexp_planes.cu"
        float a_4 = im[i_4];
#line 10 "/work/main/.stage/main/benchmarks/heldout11/kernels/cexp_planes.cu"
        ore[i_4] = m_4 * cosf(a_4);
#line 11 "/work/main/.stage/main/benchmarks/heldout11/kernels/cexp_planes.cu"
        oim[i_4] = m_4 * sinf(a_4);
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/cexp_planes.cu"
    if (i_5 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/cexp_planes.cu"
        float m_5 = expf(re[i_5]);
#line 9 "/work/main/.stage/main/benchmarks/heldout11/kernels/cexp_planes.cu"
        float a_5 = im[i_5];
#line 10 "/work/main/.stage/main/benchmarks/heldout11/kernels/cexp_planes.cu"
        ore[i_5] = m_5 * cosf(a_5);
#line 11 "/work/main/.stage/main/benchmarks/heldout11/kernels/cexp_planes.cu"
        oim[i_5] = m_5 * sinf(a_5);
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/cexp_planes.cu"
    if (i_6 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/cexp_planes.cu"
        float m_6 = expf(re[i_6]);
#line 9 "/work/main/.stage/main/benchmarks/heldout11/kernels/cexp_planes.cu"
        float a_6 = im[i_6];
#line 10 "/work/main/.stage/main/benchmarks/heldout11/kernels/cexp_planes.cu"
        ore[i_6] = m_6 * cosf(a_6);
#line 11 "/work/main/.stage/main/benchmarks/heldout11/kernels/cexp_planes.cu"
        oim[i_6] = m_6 * sinf(a_6);
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/cexp_planes.cu"
    if (i_7 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/cexp_planes.cu"
        float m_7 = expf(re[i_7]);
#line 9 "/work/main/.stage/main/benchmarks/heldout11/kernels/cexp_planes.cu"
        float a_7 = im[i_7];
#line 10 "/work/main/.stage/main/benchmarks/heldout11/kernels/cexp_planes.cu"
        ore[i_7] = m_7 * cosf(a_7);
#line 11 "/work/main/.stage/main/benchmarks/heldout11/kernels/cexp_planes.cu"
        oim[i_7] = m_7 * sinf(a_7);
    }
}
