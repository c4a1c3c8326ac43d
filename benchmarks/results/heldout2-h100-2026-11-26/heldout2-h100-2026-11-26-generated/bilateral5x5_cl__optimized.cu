extern "C" __global__ void bilateral5x5_opt(const float* in, float* out, float ks, float kr, int width, int height) {
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/bilateral5x5.cl"
    int ucond = !(((int)(4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x)) >= width) | ((int)((unsigned long long)blockIdx.y * (unsigned long long)blockDim.y + (unsigned long long)threadIdx.y) >= height));
    float4 in_v0;
    float4 out_v1;
    {
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/bilateral5x5.cl"
        int x_m0 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x);
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/bilateral5x5.cl"
        int y_m0 = (unsigned long long)blockIdx.y * (unsigned long long)blockDim.y + (unsigned long long)threadIdx.y;
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/bilateral5x5.cl"
        if (ucond) {
            in_v0 = *(const float4*)&in[y_m0 * width + x_m0];
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/bilateral5x5.cl"
            float c_m0 = in_v0.x;
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/bilateral5x5.cl"
            float num_m0 = 0.0f;
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/bilateral5x5.cl"
            float den_m0 = 0.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/bilateral5x5.cl"
            for (int dy_m0 = -2; dy_m0 <= 2; dy_m0++) {
#line 11 "/work/main/.stage/main/benchmarks/heldout2/kernels/bilateral5x5.cl"
                for (int dx_m0 = -2; dx_m0 <= 2; dx_m0++) {
#line 12 "/work/main/.stage/main/benchmarks/heldout2/kernels/bilateral5x5.cl"
                    int yy_m0 = min(max(y_m0 + dy_m0, 0), height - 1);
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/bilateral5x5.cl"
                    int xx_m0 = min(max(x_m0 + dx_m0, 0), width - 1);
#line 14 "/work/main/.stage/main/benchmarks/heldout2/kernels/bilateral5x5.cl"
                    float v_m0 = in[yy_m0 * width + xx_m0];
#line 15 "/work/main/.stage/main/benchmarks/heldout2/kernels/bilateral5x5.cl"
                    float wgt_m0 = expf(-(float)(dx_m0 * dx_m0 + dy_m0 * dy_m0) * ks - (v_m0 - c_m0) * (v_m0 - c_m0) * kr);
#line 16 "/work/main/.stage/main/benchmarks/heldout2/kernels/bilateral5x5.cl"
                    num_m0 += wgt_m0 * v_m0;
#line 17 "/work/main/.stage/main/benchmarks/heldout2/kernels/bilateral5x5.cl"
                    den_m0 += wgt_m0;
                }
            }
            out_v1.x = num_m0 / den_m0;
        }
    }
    {
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/bilateral5x5.cl"
        int x_m1 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 1ull;
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/bilateral5x5.cl"
        int y_m1 = (unsigned long long)blockIdx.y * (unsigned long long)blockDim.y + (unsigned long long)threadIdx.y;
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/bilateral5x5.cl"
        if (ucond) {
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/bilateral5x5.cl"
            float c_m1 = in_v0.y;
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/bilateral5x5.cl"
            float num_m1 = 0.0f;
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/bilateral5x5.cl"
            float den_m1 = 0.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/bilateral5x5.cl"
            for (int dy_m1 = -2; dy_m1 <= 2; dy_m1++) {
#line 11 "/work/main/.stage/main/benchmarks/heldout2/kernels/bilateral5x5.cl"
                for (int dx_m1 = -2; dx_m1 <= 2; dx_m1++) {
#line 12 "/work/main/.stage/main/benchmarks/heldout2/kernels/bilateral5x5.cl"
                    int yy_m1 = min(max(y_m1 + dy_m1, 0), height - 1);
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/bilateral5x5.cl"
                    int xx_m1 = min(max(x_m1 + dx_m1, 0), width - 1);
#line 14 "/work/main/.stage/main/benchmarks/heldout2/kernels/bilateral5x5.cl"
                    float v_m1 = in[yy_m1 * width + xx_m1];
#line 15 "/work/main/.stage/main/benchmarks/heldout2/kernels/bilateral5x5.cl"
                    float wgt_m1 = expf(-(float)(dx_m1 * dx_m1 + dy_m1 * dy_m1) * ks - (v_m1 - c_m1) * (v_m1 - c_m1) * kr);
#line 16 "/work/main/.stage/main/benchmarks/heldout2/kernels/bilateral5x5.cl"
                    num_m1 += wgt_m1 * v_m1;
#line 17 "/work/main/.stage/main/benchmarks/heldout2/kernels/bilateral5x5.cl"
                    den_m1 += wgt_m1;
                }
            }
            out_v1.y = num_m1 / den_m1;
        }
    }
    {
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/bilateral5x5.cl"
        int x_m2 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 2ull;
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/bilateral5x5.cl"
        int y_m2 = (unsigned long long)blockIdx.y * (unsigned long long)blockDim.y + (unsigned long long)threadIdx.y;
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/bilateral5x5.cl"
        if (ucond) {
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/bilateral5x5.cl"
            float c_m2 = in_v0.z;
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/bilateral5x5.cl"
            float num_m2 = 0.0f;
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/bilateral5x5.cl"
            float den_m2 = 0.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/bilateral5x5.cl"
            for (int dy_m2 = -2; dy_m2 <= 2; dy_m2++) {
#line 11 "/work/main/.stage/main/benchmarks/heldout2/kernels/bilateral5x5.cl"
                for (int dx_m2 = -2; dx_m2 <= 2; dx_m2++) {
#line 12 "/work/main/.stage/main/benchmarks/heldout2/kernels/bilateral5x5.cl"
                    int yy_m2 = min(max(y_m2 + dy_m2, 0), height - 1);
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/bilateral5x5.cl"
                    int xx_m2 = min(max(x_m2 + dx_m2, 0), width - 1);
#line 14 "/work/main/.stage/main/benchmarks/heldout2/kernels/bilateral5x5.cl"
                    float v_m2 = in[yy_m2 * width + xx_m2];
#line 15 "/work/main/.stage/main/benchmarks/heldout2/kernels/bilateral5x5.cl"
                    float wgt_m2 = expf(-(float)(dx_m2 * dx_m2 + dy_m2 * dy_m2) * ks - (v_m2 - c_m2) * (v_m2 - c_m2) * kr);
#line 16 "/work/main/.stage/main/benchmarks/heldout2/kernels/bilateral5x5.cl"
                    num_m2 += wgt_m2 * v_m2;
#line 17 "/work/main/.stage/main/benchmarks/heldout2/kernels/bilateral5x5.cl"
                    den_m2 += wgt_m2;
                }
            }
            out_v1.z = num_m2 / den_m2;
        }
    }
    {
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/bilateral5x5.cl"
        int x_m3 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 3ull;
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/bilateral5x5.cl"
        int y_m3 = (unsigned long long)blockIdx.y * (unsigned long long)blockDim.y + (unsigned long long)threadIdx.y;
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/bilateral5x5.cl"
        if (ucond) {
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/bilateral5x5.cl"
            float c_m3 = in_v0.w;
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/bilateral5x5.cl"
            float num_m3 = 0.0f;
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/bilateral5x5.cl"
            float den_m3 = 0.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/bilateral5x5.cl"
            for (int dy_m3 = -2; dy_m3 <= 2; dy_m3++) {
#line 11 "/work/main/.stage/main/benchmarks/heldout2/kernels/bilateral5x5.cl"
                for (int dx_m3 = -2; dx_m3 <= 2; dx_m3++) {
#line 12 "/work/main/.stage/main/benchmarks/heldout2/kernels/bilateral5x5.cl"
                    int yy_m3 = min(max(y_m3 + dy_m3, 0), height - 1);
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/bilateral5x5.cl"
                    int xx_m3 = min(max(x_m3 + dx_m3, 0), width - 1);
#line 14 "/work/main/.stage/main/benchmarks/heldout2/kernels/bilateral5x5.cl"
                    float v_m3 = in[yy_m3 * width + xx_m3];
#line 15 "/work/main/.stage/main/benchmarks/heldout2/kernels/bilateral5x5.cl"
                    float wgt_m3 = expf(-(float)(dx_m3 * dx_m3 + dy_m3 * dy_m3) * ks - (v_m3 - c_m3) * (v_m3 - c_m3) * kr);
#line 16 "/work/main/.stage/main/benchmarks/heldout2/kernels/bilateral5x5.cl"
                    num_m3 += wgt_m3 * v_m3;
#line 17 "/work/main/.stage/main/benchmarks/heldout2/kernels/bilateral5x5.cl"
                    den_m3 += wgt_m3;
                }
            }
            out_v1.w = num_m3 / den_m3;
            *(float4*)(&out[y_m3 * width + x_m3] - 3) = out_v1;
        }
    }
}
