extern "C" __global__ void kmeans_assign_opt(const float* pts, const float* cent, int* label, int n, int k) {
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/kmeans_assign.cu"
    int i = blockIdx.x * blockDim.x + threadIdx.x;
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/kmeans_assign.cu"
    if (i < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/kmeans_assign.cu"
        float best = 3e38f;
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/kmeans_assign.cu"
        int bi = 0;
#line 11 "/work/main/.stage/main/benchmarks/heldout2/kernels/kmeans_assign.cu"
        for (int c = 0; c < k; c++) {
#line 12 "/work/main/.stage/main/benchmarks/heldout2/kernels/kmeans_assign.cu"
            float d = 0.0f;
            {
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/kmeans_assign.cu"
                for (int f = 0; f < 8 - 7; f += 8) {
                    float4 pts_v0_0;
                    float4 pts_v0_1;
                    float4 cent_v1_0;
                    float4 cent_v1_1;
                    {
                        pts_v0_0 = *(const float4*)&pts[i * 8 + f];
                        pts_v0_1 = *(const float4*)(&pts[i * 8 + f] + 4);
                        cent_v1_0 = *(const float4*)&cent[c * 8 + f];
                        cent_v1_1 = *(const float4*)(&cent[c * 8 + f] + 4);
#line 14 "/work/main/.stage/main/benchmarks/heldout2/kernels/kmeans_assign.cu"
                        float t_u0 = pts_v0_0.x - cent_v1_0.x;
#line 15 "/work/main/.stage/main/benchmarks/heldout2/kernels/kmeans_assign.cu"
                        d += t_u0 * t_u0;
                    }
                    {
#line 14 "/work/main/.stage/main/benchmarks/heldout2/kernels/kmeans_assign.cu"
                        float t_u1 = pts_v0_0.y - cent_v1_0.y;
#line 15 "/work/main/.stage/main/benchmarks/heldout2/kernels/kmeans_assign.cu"
                        d += t_u1 * t_u1;
                    }
                    {
#line 14 "/work/main/.stage/main/benchmarks/heldout2/kernels/kmeans_assign.cu"
                        float t_u2 = pts_v0_0.z - cent_v1_0.z;
#line 15 "/work/main/.stage/main/benchmarks/heldout2/kernels/kmeans_assign.cu"
                        d += t_u2 * t_u2;
                    }
                    {
#line 14 "/work/main/.stage/main/benchmarks/heldout2/kernels/kmeans_assign.cu"
                        float t_u3 = pts_v0_0.w - cent_v1_0.w;
#line 15 "/work/main/.stage/main/benchmarks/heldout2/kernels/kmeans_assign.cu"
                        d += t_u3 * t_u3;
                    }
                    {
#line 14 "/work/main/.stage/main/benchmarks/heldout2/kernels/kmeans_assign.cu"
                        float t_u4 = pts_v0_1.x - cent_v1_1.x;
#line 15 "/work/main/.stage/main/benchmarks/heldout2/kernels/kmeans_assign.cu"
                        d += t_u4 * t_u4;
                    }
                    {
#line 14 "/work/main/.stage/main/benchmarks/heldout2/kernels/kmeans_assign.cu"
                        float t_u5 = pts_v0_1.y - cent_v1_1.y;
#line 15 "/work/main/.stage/main/benchmarks/heldout2/kernels/kmeans_assign.cu"
                        d += t_u5 * t_u5;
                    }
                    {
#line 14 "/work/main/.stage/main/benchmarks/heldout2/kernels/kmeans_assign.cu"
                        float t_u6 = pts_v0_1.z - cent_v1_1.z;
#line 15 "/work/main/.stage/main/benchmarks/heldout2/kernels/kmeans_assign.cu"
                        d += t_u6 * t_u6;
                    }
                    {
#line 14 "/work/main/.stage/main/benchmarks/heldout2/kernels/kmeans_assign.cu"
                        float t_u7 = pts_v0_1.w - cent_v1_1.w;
#line 15 "/work/main/.stage/main/benchmarks/heldout2/kernels/kmeans_assign.cu"
                        d += t_u7 * t_u7;
                    }
                }
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/kmeans_assign.cu"
                for (int f_r = 0 + (8 - 0) / 8 * 8; f_r < 8; f_r++) {
#line 14 "/work/main/.stage/main/benchmarks/heldout2/kernels/kmeans_assign.cu"
                    float t_r = pts[i * 8 + f_r] - cent[c * 8 + f_r];
#line 15 "/work/main/.stage/main/benchmarks/heldout2/kernels/kmeans_assign.cu"
                    d += t_r * t_r;
                }
            }
#line 17 "/work/main/.stage/main/benchmarks/heldout2/kernels/kmeans_assign.cu"
            if (d < best) {
#line 18 "/work/main/.stage/main/benchmarks/heldout2/kernels/kmeans_assign.cu"
                best = d;
#line 19 "/work/main/.stage/main/benchmarks/heldout2/kernels/kmeans_assign.cu"
                bi = c;
            }
        }
#line 22 "/work/main/.stage/main/benchmarks/heldout2/kernels/kmeans_assign.cu"
        label[i] = bi;
    }
}
