extern "C" __global__ void cexp_planes_opt(const float* re, const float* im, float* ore, float* oim, int n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/cexp_planes.cu"
    int ucond = (int)(4u * (blockIdx.x * blockDim.x + threadIdx.x)) < n;
    float4 re_v0;
    float4 im_v1;
    float4 ore_v2;
    float4 oim_v3;
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/cexp_planes.cu"
        int i_m0 = 4u * (blockIdx.x * blockDim.x + threadIdx.x);
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/cexp_planes.cu"
        if (ucond) {
            re_v0 = *(const float4*)&re[i_m0];
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/cexp_planes.cu"
            float m_m0 = expf(re_v0.x);
            im_v1 = *(const float4*)&im[i_m0];
#line 9 "/work/main/.stage/main/benchmarks/heldout11/kernels/cexp_planes.cu"
            float a_m0 = im_v1.x;
            ore_v2.x = m_m0 * cosf(a_m0);
            oim_v3.x = m_m0 * sinf(a_m0);
        }
    }
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/cexp_planes.cu"
        int i_m1 = 4u * (blockIdx.x * blockDim.x + threadIdx.x) + 1u;
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/cexp_planes.cu"
        if (ucond) {
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/cexp_planes.cu"
            float m_m1 = expf(re_v0.y);
#line 9 "/work/main/.stage/main/benchmarks/heldout11/kernels/cexp_planes.cu"
            float a_m1 = im_v1.y;
            ore_v2.y = m_m1 * cosf(a_m1);
            oim_v3.y = m_m1 * sinf(a_m1);
        }
    }
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/cexp_planes.cu"
        int i_m2 = 4u * (blockIdx.x * blockDim.x + threadIdx.x) + 2u;
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/cexp_planes.cu"
        if (ucond) {
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/cexp_planes.cu"
            float m_m2 = expf(re_v0.z);
#line 9 "/work/main/.stage/main/benchmarks/heldout11/kernels/cexp_planes.cu"
            float a_m2 = im_v1.z;
            ore_v2.z = m_m2 * cosf(a_m2);
            oim_v3.z = m_m2 * sinf(a_m2);
        }
    }
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/cexp_planes.cu"
        int i_m3 = 4u * (blockIdx.x * blockDim.x + threadIdx.x) + 3u;
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/cexp_planes.cu"
        if (ucond) {
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/cexp_planes.cu"
            float m_m3 = expf(re_v0.w);
#line 9 "/work/main/.stage/main/benchmarks/heldout11/kernels/cexp_planes.cu"
            float a_m3 = im_v1.w;
            ore_v2.w = m_m3 * cosf(a_m3);
            *(float4*)(&ore[i_m3] - 3) = ore_v2;
            oim_v3.w = m_m3 * sinf(a_m3);
            *(float4*)(&oim[i_m3] - 3) = oim_v3;
        }
    }
}
