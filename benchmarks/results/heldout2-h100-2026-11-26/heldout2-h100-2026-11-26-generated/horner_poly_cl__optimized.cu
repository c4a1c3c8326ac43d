extern "C" __global__ void horner_poly_opt(const float* x, const float* c, float* out, int n) {
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/horner_poly.cl"
    int ucond = (int)(4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x)) < n;
    float4 x_v0;
    float4 out_v1;
    {
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/horner_poly.cl"
        int g_m0 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x);
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/horner_poly.cl"
        if (ucond) {
            x_v0 = *(const float4*)&x[g_m0];
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/horner_poly.cl"
            float v_m0 = x_v0.x;
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/horner_poly.cl"
            float acc_m0 = c[8];
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/horner_poly.cl"
            for (int k_m0 = 7; k_m0 >= 0; k_m0--) {
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/horner_poly.cl"
                acc_m0 = acc_m0 * v_m0 + c[k_m0];
            }
            out_v1.x = acc_m0;
        }
    }
    {
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/horner_poly.cl"
        int g_m1 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 1ull;
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/horner_poly.cl"
        if (ucond) {
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/horner_poly.cl"
            float v_m1 = x_v0.y;
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/horner_poly.cl"
            float acc_m1 = c[8];
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/horner_poly.cl"
            for (int k_m1 = 7; k_m1 >= 0; k_m1--) {
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/horner_poly.cl"
                acc_m1 = acc_m1 * v_m1 + c[k_m1];
            }
            out_v1.y = acc_m1;
        }
    }
    {
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/horner_poly.cl"
        int g_m2 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 2ull;
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/horner_poly.cl"
        if (ucond) {
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/horner_poly.cl"
            float v_m2 = x_v0.z;
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/horner_poly.cl"
            float acc_m2 = c[8];
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/horner_poly.cl"
            for (int k_m2 = 7; k_m2 >= 0; k_m2--) {
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/horner_poly.cl"
                acc_m2 = acc_m2 * v_m2 + c[k_m2];
            }
            out_v1.z = acc_m2;
        }
    }
    {
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/horner_poly.cl"
        int g_m3 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 3ull;
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/horner_poly.cl"
        if (ucond) {
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/horner_poly.cl"
            float v_m3 = x_v0.w;
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/horner_poly.cl"
            float acc_m3 = c[8];
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/horner_poly.cl"
            for (int k_m3 = 7; k_m3 >= 0; k_m3--) {
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/horner_poly.cl"
                acc_m3 = acc_m3 * v_m3 + c[k_m3];
            }
            out_v1.w = acc_m3;
            *(float4*)(&out[g_m3] - 3) = out_v1;
        }
    }
}
