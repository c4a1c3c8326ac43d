extern "C" __global__ void topk4_rows32_opt(const float* in, float* top, int rows) {
#line 5 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cl"
    int r = (unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x;
#line 6 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cl"
    if (r < rows) {
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cl"
        float t0 = -3e38f;
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cl"
        float t1 = -3e38f;
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cl"
        float t2 = -3e38f;
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cl"
        float t3 = -3e38f;
        {
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cl"
            for (int j = 0; j < 32 - 15; j += 16) {
                float4 in_v0_0;
                float4 in_v0_1;
                float4 in_v0_2;
                float4 in_v0_3;
                {
                    in_v0_0 = *(const float4*)&in[r * 32 + j];
                    in_v0_1 = *(const float4*)(&in[r * 32 + j] + 4);
                    in_v0_2 = *(const float4*)(&in[r * 32 + j] + 8);
                    in_v0_3 = *(const float4*)(&in[r * 32 + j] + 12);
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cl"
                    float v_u0 = in_v0_0.x;
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cl"
                    if (v_u0 > t3) {
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cl"
                        if (v_u0 > t2) {
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cl"
                            t3 = t2;
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cl"
                            if (v_u0 > t1) {
#line 14 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cl"
                                t2 = t1;
#line 15 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cl"
                                if (v_u0 > t0) {
#line 16 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cl"
                                    t1 = t0;
#line 17 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cl"
                                    t0 = v_u0;
                                } else {
#line 19 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cl"
                                    t1 = v_u0;
                                }
                            } else {
#line 22 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cl"
                                t2 = v_u0;
                            }
                        } else {
#line 25 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cl"
                            t3 = v_u0;
                        }
                    }
                }
                {
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cl"
                    float v_u1 = in_v0_0.y;
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cl"
                    if (v_u1 > t3) {
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cl"
                        if (v_u1 > t2) {
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cl"
                            t3 = t2;
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cl"
                            if (v_u1 > t1) {
#line 14 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cl"
                                t2 = t1;
#line 15 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cl"
                                if (v_u1 > t0) {
#line 16 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cl"
                                    t1 = t0;
#line 17 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cl"
                                    t0 = v_u1;
                                } else {
#line 19 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cl"
                                    t1 = v_u1;
                                }
                            } else {
#line 22 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cl"
                                t2 = v_u1;
                            }
                        } else {
#line 25 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cl"
                            t3 = v_u1;
                        }
                    }
                }
                {
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cl"
                    float v_u2 = in_v0_0.z;
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cl"
                    if (v_u2 > t3) {
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cl"
                        if (v_u2 > t2) {
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cl"
                            t3 = t2;
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cl"
                            if (v_u2 > t1) {
#line 14 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cl"
                                t2 = t1;
#line 15 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cl"
                                if (v_u2 > t0) {
#line 16 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cl"
                                    t1 = t0;
#line 17 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cl"
                                    t0 = v_u2;
                                } else {
#line 19 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cl"
                                    t1 = v_u2;
                                }
                            } else {
#line 22 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cl"
                                t2 = v_u2;
                            }
                        } else {
#line 25 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cl"
                            t3 = v_u2;
                        }
                    }
                }
                {
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cl"
                    float v_u3 = in_v0_0.w;
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cl"
                    if (v_u3 > t3) {
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cl"
                        if (v_u3 > t2) {
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cl"
                            t3 = t2;
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cl"
                            if (v_u3 > t1) {
#line 14 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cl"
                                t2 = t1;
#line 15 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cl"
                                if (v_u3 > t0) {
#line 16 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cl"
                                    t1 = t0;
#line 17 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cl"
                                    t0 = v_u3;
                                } else {
#line 19 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cl"
                                    t1 = v_u3;
                                }
                            } else {
#line 22 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cl"
                                t2 = v_u3;
                            }
                        } else {
#line 25 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cl"
                            t3 = v_u3;
                        }
                    }
                }
                {
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cl"
                    float v_u4 = in_v0_1.x;
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cl"
                    if (v_u4 > t3) {
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cl"
                        if (v_u4 > t2) {
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cl"
                            t3 = t2;
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cl"
                            if (v_u4 > t1) {
#line 14 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cl"
                                t2 = t1;
#line 15 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cl"
                                if (v_u4 > t0) {
#line 16 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cl"
                                    t1 = t0;
#line 17 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cl"
                                    t0 = v_u4;
                                } else {
#line 19 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cl"
                                    t1 = v_u4;
                                }
                            } else {
#line 22 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cl"
                                t2 = v_u4;
                            }
                        } else {
#line 25 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cl"
                            t3 = v_u4;
                        }
                    }
                }
                {
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cl"
                    float v_u5 = in_v0_1.y;
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cl"
                    if (v_u5 > t3) {
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cl"
                        if (v_u5 > t2) {
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cl"
                            t3 = t2;
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cl"
                            if (v_u5 > t1) {
#line 14 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cl"
                                t2 = t1;
#line 15 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cl"
                                if (v_u5 > t0) {
#line 16 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cl"
                                    t1 = t0;
#line 17 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cl"
                                    t0 = v_u5;
                                } else {
#line 19 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cl"
                                    t1 = v_u5;
                                }
                            } else {
#line 22 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cl"
                                t2 = v_u5;
                            }
                        } else {
#line 25 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cl"
                            t3 = v_u5;
                        }
                    }
                }
                {
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cl"
                    float v_u6 = in_v0_1.z;
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cl"
                    if (v_u6 > t3) {
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cl"
                        if (v_u6 > t2) {
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cl"
                            t3 = t2;
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cl"
                            if (v_u6 > t1) {
#line 14 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cl"
                                t2 = t1;
#line 15 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cl"
                                if (v_u6 > t0) {
#line 16 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cl"
                                    t1 = t0;
#line 17 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cl"
                                    t0 = v_u6;
                                } else {
#line 19 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cl"
                                    t1 = v_u6;
                                }
                            } else {
#line 22 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cl"
                                t2 = v_u6;
                            }
                        } else {
#line 25 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cl"
                            t3 = v_u6;
                        }
                    }
                }
                {
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cl"
                    float v_u7 = in_v0_1.w;
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cl"
                    if (v_u7 > t3) {
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cl"
                        if (v_u7 > t2) {
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cl"
                            t3 = t2;
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cl"
                            if (v_u7 > t1) {
#line 14 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cl"
                                t2 = t1;
#line 15 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cl"
                                if (v_u7 > t0) {
#line 16 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cl"
                                    t1 = t0;
#line 17 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cl"
                                    t0 = v_u7;
                                } else {
#line 19 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cl"
                                    t1 = v_u7;
                                }
                            } else {
#line 22 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cl"
                                t2 = v_u7;
                            }
                        } else {
#line 25 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cl"
                            t3 = v_u7;
                        }
                    }
                }
                {
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cl"
                    float v_u8 = in_v0_2.x;
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cl"
                    if (v_u8 > t3) {
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cl"
                        if (v_u8 > t2) {
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cl"
                            t3 = t2;
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cl"
                            if (v_u8 > t1) {
#line 14 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cl"
                                t2 = t1;
#line 15 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cl"
                                if (v_u8 > t0) {
#line 16 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cl"
                                    t1 = t0;
#line 17 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cl"
                                    t0 = v_u8;
                                } else {
#line 19 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cl"
                                    t1 = v_u8;
                                }
                            } else {
#line 22 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cl"
                                t2 = v_u8;
                            }
                        } else {
#line 25 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cl"
                            t3 = v_u8;
                        }
                    }
                }
                {
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cl"
                    float v_u9 = in_v0_2.y;
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cl"
                    if (v_u9 > t3) {
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cl"
                        if (v_u9 > t2) {
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cl"
                            t3 = t2;
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cl"
                            if (v_u9 > t1) {
#line 14 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cl"
                                t2 = t1;
#line 15 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cl"
                                if (v_u9 > t0) {
#line 16 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cl"
                                    t1 = t0;
#line 17 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cl"
                                    t0 = v_u9;
                                } else {
#line 19 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cl"
                                    t1 = v_u9;
                                }
                            } else {
#line 22 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cl"
                                t2 = v_u9;
                            }
                        } else {
#line 25 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cl"
                            t3 = v_u9;
                        }
                    }
                }
                {
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cl"
                    float v_u10 = in_v0_2.z;
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cl"
                    if (v_u10 > t3) {
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cl"
                        if (v_u10 > t2) {
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cl"
                            t3 = t2;
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cl"
                            if (v_u10 > t1) {
#line 14 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cl"
                                t2 = t1;
#line 15 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cl"
                                if (v_u10 > t0) {
#line 16 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cl"
                                    t1 = t0;
#line 17 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cl"
                                    t0 = v_u10;
                                } else {
#line 19 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cl"
                                    t1 = v_u10;
                                }
                            } else {
#line 22 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cl"
                                t2 = v_u10;
                            }
                        } else {
#line 25 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cl"
                            t3 = v_u10;
                        }
                    }
                }
                {
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cl"
                    float v_u11 = in_v0_2.w;
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cl"
                    if (v_u11 > t3) {
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cl"
                        if (v_u11 > t2) {
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cl"
                            t3 = t2;
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cl"
                            if (v_u11 > t1) {
#line 14 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cl"
                                t2 = t1;
#line 15 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cl"
                                if (v_u11 > t0) {
#line 16 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cl"
                                    t1 = t0;
#line 17 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cl"
                                    t0 = v_u11;
                                } else {
#line 19 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cl"
                                    t1 = v_u11;
                                }
                            } else {
#line 22 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cl"
                                t2 = v_u11;
                            }
                        } else {
#line 25 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cl"
                            t3 = v_u11;
                        }
                    }
                }
                {
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cl"
                    float v_u12 = in_v0_3.x;
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cl"
                    if (v_u12 > t3) {
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cl"
                        if (v_u12 > t2) {
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cl"
                            t3 = t2;
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cl"
                            if (v_u12 > t1) {
#line 14 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cl"
                                t2 = t1;
#line 15 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cl"
                                if (v_u12 > t0) {
#line 16 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cl"
                                    t1 = t0;
#line 17 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cl"
                                    t0 = v_u12;
                                } else {
#line 19 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cl"
                                    t1 = v_u12;
                                }
                            } else {
#line 22 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cl"
                                t2 = v_u12;
                            }
                        } else {
#line 25 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cl"
                            t3 = v_u12;
                        }
                    }
                }
                {
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cl"
                    float v_u13 = in_v0_3.y;
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cl"
                    if (v_u13 > t3) {
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cl"
                        if (v_u13 > t2) {
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cl"
                            t3 = t2;
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cl"
                            if (v_u13 > t1) {
#line 14 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cl"
                                t2 = t1;
#line 15 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cl"
                                if (v_u13 > t0) {
#line 16 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cl"
                                    t1 = t0;
#line 17 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cl"
                                    t0 = v_u13;
                                } else {
#line 19 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cl"
                                    t1 = v_u13;
                                }
                            } else {
#line 22 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cl"
                                t2 = v_u13;
                            }
                        } else {
#line 25 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cl"
                            t3 = v_u13;
                        }
                    }
                }
                {
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cl"
                    float v_u14 = in_v0_3.z;
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cl"
                    if (v_u14 > t3) {
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cl"
                        if (v_u14 > t2) {
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cl"
                            t3 = t2;
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cl"
                            if (v_u14 > t1) {
#line 14 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cl"
                                t2 = t1;
#line 15 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cl"
                                if (v_u14 > t0) {
#line 16 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cl"
                                    t1 = t0;
#line 17 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cl"
                                    t0 = v_u14;
                                } else {
#line 19 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cl"
                                    t1 = v_u14;
                                }
                            } else {
#line 22 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cl"
                                t2 = v_u14;
                            }
                        } else {
#line 25 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cl"
                            t3 = v_u14;
                        }
                    }
                }
                {
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cl"
                    float v_u15 = in_v0_3.w;
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cl"
                    if (v_u15 > t3) {
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cl"
                        if (v_u15 > t2) {
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cl"
                            t3 = t2;
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cl"
                            if (v_u15 > t1) {
#line 14 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cl"
                                t2 = t1;
#line 15 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cl"
                                if (v_u15 > t0) {
#line 16 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cl"
                                    t1 = t0;
#line 17 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cl"
                                    t0 = v_u15;
                                } else {
#line 19 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cl"
                                    t1 = v_u15;
                                }
                            } else {
#line 22 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cl"
                                t2 = v_u15;
                            }
                        } else {
#line 25 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cl"
                            t3 = v_u15;
                        }
                    }
                }
            }
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cl"
            for (int j_r = 0 + (32 - 0) / 16 * 16; j_r < 32; j_r++) {
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cl"
                float v_r = in[r * 32 + j_r];
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cl"
                if (v_r > t3) {
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cl"
                    if (v_r > t2) {
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cl"
                        t3 = t2;
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cl"
                        if (v_r > t1) {
#line 14 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cl"
                            t2 = t1;
#line 15 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cl"
                            if (v_r > t0) {
#line 16 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cl"
                                t1 = t0;
#line 17 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cl"
                                t0 = v_r;
                            } else {
#line 19 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cl"
                                t1 = v_r;
                            }
                        } else {
#line 22 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cl"
                            t2 = v_r;
                        }
                    } else {
#line 25 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cl"
                        t3 = v_r;
                    }
                }
            }
        }
#line 29 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cl"
        float4 top_v = make_float4(0.0f, 0.0f, 0.0f, 0.0f);
#line 29 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cl"
        top_v.x = t0;
#line 30 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cl"
        top_v.y = t1;
#line 31 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cl"
        top_v.z = t2;
#line 32 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cl"
        top_v.w = t3;
#line 32 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cl"
        *(float4*)&top[4 * r] = top_v;
    }
}
