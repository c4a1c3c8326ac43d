extern "C" __global__ void integral_rows_opt(const int* in, int* out, int width, int height) {
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/integral_rows.cl"
    int y = (unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x;
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/integral_rows.cl"
    if (y < height) {
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/integral_rows.cl"
        int s = 0;
        {
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/integral_rows.cl"
            for (int x = 0; x < width - 15; x += 16) {
                int4 in_v0_0;
                int4 in_v0_1;
                int4 in_v0_2;
                int4 in_v0_3;
                int4 out_v1_0;
                int4 out_v1_1;
                int4 out_v1_2;
                int4 out_v1_3;
                {
                    in_v0_0 = *(const int4*)&in[y * width + x];
                    in_v0_1 = *(const int4*)(&in[y * width + x] + 4);
                    in_v0_2 = *(const int4*)(&in[y * width + x] + 8);
                    in_v0_3 = *(const int4*)(&in[y * width + x] + 12);
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/integral_rows.cl"
                    s += in_v0_0.x;
                    out_v1_0.x = s;
                }
                {
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/integral_rows.cl"
                    s += in_v0_0.y;
                    out_v1_0.y = s;
                }
                {
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/integral_rows.cl"
                    s += in_v0_0.z;
                    out_v1_0.z = s;
                }
                {
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/integral_rows.cl"
                    s += in_v0_0.w;
                    out_v1_0.w = s;
                    *(int4*)(&out[y * width + (x + 3)] - 3) = out_v1_0;
                }
                {
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/integral_rows.cl"
                    s += in_v0_1.x;
                    out_v1_1.x = s;
                }
                {
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/integral_rows.cl"
                    s += in_v0_1.y;
                    out_v1_1.y = s;
                }
                {
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/integral_rows.cl"
                    s += in_v0_1.z;
                    out_v1_1.z = s;
                }
                {
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/integral_rows.cl"
                    s += in_v0_1.w;
                    out_v1_1.w = s;
                    *(int4*)(&out[y * width + (x + 7)] - 3) = out_v1_1;
                }
                {
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/integral_rows.cl"
                    s += in_v0_2.x;
                    out_v1_2.x = s;
                }
                {
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/integral_rows.cl"
                    s += in_v0_2.y;
                    out_v1_2.y = s;
                }
                {
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/integral_rows.cl"
                    s += in_v0_2.z;
                    out_v1_2.z = s;
                }
                {
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/integral_rows.cl"
                    s += in_v0_2.w;
                    out_v1_2.w = s;
                    *(int4*)(&out[y * width + (x + 11)] - 3) = out_v1_2;
                }
                {
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/integral_rows.cl"
                    s += in_v0_3.x;
                    out_v1_3.x = s;
                }
                {
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/integral_rows.cl"
                    s += in_v0_3.y;
                    out_v1_3.y = s;
                }
                {
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/integral_rows.cl"
                    s += in_v0_3.z;
                    out_v1_3.z = s;
                }
                {
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/integral_rows.cl"
                    s += in_v0_3.w;
                    out_v1_3.w = s;
                    *(int4*)(&out[y * width + (x + 15)] - 3) = out_v1_3;
                }
            }
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/integral_rows.cl"
            for (int x_r = 0 + (width - 0) / 16 * 16; x_r < width; x_r++) {
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/integral_rows.cl"
                s += in[y * width + x_r];
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/integral_rows.cl"
                out[y * width + x_r] = s;
            }
        }
    }
}
