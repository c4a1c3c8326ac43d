extern "C" __global__ void horner_poly_opt(const float* x, const float* c, float* out, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/horner_poly.cu"
    int ucond = (int)(4u * (blockIdx.x * blockDim.x + threadIdx.x)) < n;
    float4 x_v0;
    float4 out_v1;
    {
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/horner_poly.cu"
        int g_m0 = 4u * (blockIdx.x * blockDim.x + threadIdx.x);
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/horner_poly.cu"
        if (ucond) {
            x_v0 = *(const float4*)&x[g_m0];
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/horner_poly.cu"
            float v_m0 = x_v0.x;
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/horner_poly.cu"
            float acc_m0 = c[8];
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/horner_poly.cu"
            for (int k_m0 = 7; k_m0 >= 0; k_m0--) {
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/horner_poly.cu"
                acc_m0 = acc_m0 * v_m0 + c[k_m0];
            }
            out_v1.x = acc_m0;
        }
    }
    {
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/horner_poly.cu"
        int g_m1 = 4u * (blockIdx.x * blockDim.x + threadIdx.x) + 1u;
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/horner_poly.cu"
        if (ucond) {
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/horner_poly.cu"
            float v_m1 = x_v0.y;
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/horner_poly.cu"
            float acc_m1 = c[8];
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/horner_poly.cu"
            for (int k_m1 = 7; k_m1 >= 0; k_m1--) {
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/horner_poly.cu"
                acc_m1 = acc_m1 * v_m1 + c[k_m1];
            }
            out_v1.y = acc_m1;
        }
    }
    {
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/horner_poly.cu"
        int g_m2 = 4u * (blockIdx.x * blockDim.x + threadIdx.x) + 2u;
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/horner_poly.cu"
        if (ucond) {
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/horner_poly.cu"
            float v_m2 = x_v0.z;
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/horner_poly.cu"
            float acc_m2 = c[8];
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/horner_poly.cu"
            for (int k_m2 = 7; k_m2 >= 0; k_m2--) {
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/horner_poly.cu"
                acc_m2 = acc_m2 * v_m2 + c[k_m2];
            }
            out_v1.z = acc_m2;
        }
    }
    {
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/horner_poly.cu"
        int g_m3 = 4u * (blockIdx.x * blockDim.x + threadIdx.x) + 3u;
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/horner_poly.cu"
        if (ucond) {
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/horner_poly.cu"
            float v_m3 = x_v0.w;
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/horner_poly.cu"
            float acc_m3 = c[8];
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/horner_poly.cu"
            for (int k_m3 = 7; k_m3 >= 0; k_m3--) {
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/horner_poly.cu"
                acc_m3 = acc_m3 * v_m3 + c[k_m3];
            }
            out_v1.w = acc_m3;
            *(float4*)(&out[g_m3] - 3) = out_v1;
        }
    }
}
