extern "C" __global__ void newton_recip_sqrt_opt(const float* x, float* y, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/newton_recip_sqrt.cu"
    int ucond = (int)(4u * (blockIdx.x * blockDim.x + threadIdx.x)) < n;
    float4 x_v0;
    float4 y_v1;
    {
#line 5 "/work/main/.stage/main/benchmarks/heldout11/kernels/newton_recip_sqrt.cu"
        int i_m0 = 4u * (blockIdx.x * blockDim.x + threadIdx.x);
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/newton_recip_sqrt.cu"
        if (ucond) {
            x_v0 = *(const float4*)&x[i_m0];
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/newton_recip_sqrt.cu"
            float v_m0 = x_v0.x;
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/newton_recip_sqrt.cu"
            float r_m0 = __int_as_float(1597463007 - (__float_as_int(v_m0) >> 1));
#line 9 "/work/main/.stage/main/benchmarks/heldout11/kernels/newton_recip_sqrt.cu"
            for (int s_m0 = 0; s_m0 < 3; ++s_m0) {
#line 10 "/work/main/.stage/main/benchmarks/heldout11/kernels/newton_recip_sqrt.cu"
                r_m0 = r_m0 * (1.5f - 0.5f * v_m0 * r_m0 * r_m0);
            }
            y_v1.x = r_m0;
        }
    }
    {
#line 5 "/work/main/.stage/main/benchmarks/heldout11/kernels/newton_recip_sqrt.cu"
        int i_m1 = 4u * (blockIdx.x * blockDim.x + threadIdx.x) + 1u;
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/newton_recip_sqrt.cu"
        if (ucond) {
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/newton_recip_sqrt.cu"
            float v_m1 = x_v0.y;
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/newton_recip_sqrt.cu"
            float r_m1 = __int_as_float(1597463007 - (__float_as_int(v_m1) >> 1));
#line 9 "/work/main/.stage/main/benchmarks/heldout11/kernels/newton_recip_sqrt.cu"
            for (int s_m1 = 0; s_m1 < 3; ++s_m1) {
#line 10 "/work/main/.stage/main/benchmarks/heldout11/kernels/newton_recip_sqrt.cu"
                r_m1 = r_m1 * (1.5f - 0.5f * v_m1 * r_m1 * r_m1);
            }
            y_v1.y = r_m1;
        }
    }
    {
#line 5 "/work/main/.stage/main/benchmarks/heldout11/kernels/newton_recip_sqrt.cu"
        int i_m2 = 4u * (blockIdx.x * blockDim.x + threadIdx.x) + 2u;
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/newton_recip_sqrt.cu"
        if (ucond) {
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/newton_recip_sqrt.cu"
            float v_m2 = x_v0.z;
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/newton_recip_sqrt.cu"
            float r_m2 = __int_as_float(1597463007 - (__float_as_int(v_m2) >> 1));
#line 9 "/work/main/.stage/main/benchmarks/heldout11/kernels/newton_recip_sqrt.cu"
            for (int s_m2 = 0; s_m2 < 3; ++s_m2) {
#line 10 "/work/main/.stage/main/benchmarks/heldout11/kernels/newton_recip_sqrt.cu"
                r_m2 = r_m2 * (1.5f - 0.5f * v_m2 * r_m2 * r_m2);
            }
            y_v1.z = r_m2;
        }
    }
    {
#line 5 "/work/main/.stage/main/benchmarks/heldout11/kernels/newton_recip_sqrt.cu"
        int i_m3 = 4u * (blockIdx.x * blockDim.x + threadIdx.x) + 3u;
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/newton_recip_sqrt.cu"
        if (ucond) {
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/newton_recip_sqrt.cu"
            float v_m3 = x_v0.w;
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/newton_recip_sqrt.cu"
            float r_m3 = __int_as_float(1597463007 - (__float_as_int(v_m3) >> 1));
#line 9 "/work/main/.stage/main/benchmarks/heldout11/kernels/newton_recip_sqrt.cu"
            for (int s_m3 = 0; s_m3 < 3; ++s_m3) {
#line 10 "/work/main/.stage/main/benchmarks/heldout11/kernels/newton_recip_sqrt.cu"
                r_m3 = r_m3 * (1.5f - 0.5f * v_m3 * r_m3 * r_m3);
            }
            y_v1.w = r_m3;
            *(float4*)(&y[i_m3] - 3) = y_v1;
        }
    }
}
