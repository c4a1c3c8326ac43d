extern "C" __global__ void caesar_shift_u8_opt(const unsigned char* text, unsigned char* out, int shift, int n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/caesar_shift_u8.cu"
    int ucond = (int)(16u * (blockIdx.x * blockDim.x + threadIdx.x)) < n;
    uint4 text_v0;
    uint4 out_v1;
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout14/kernels/caesar_shift_u8.cu"
        int i_m0 = 16u * (blockIdx.x * blockDim.x + threadIdx.x);
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/caesar_shift_u8.cu"
        if (ucond) {
            text_v0 = *(const uint4*)&text[i_m0];
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/caesar_shift_u8.cu"
            int c_m0 = (int)(text_v0.x & 255u);
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/caesar_shift_u8.cu"
            if (c_m0 >= 'A' && c_m0 <= 'Z') {
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/caesar_shift_u8.cu"
                c_m0 = 'A' + (c_m0 - 'A' + shift) % 26;
            } else {
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/caesar_shift_u8.cu"
                if (c_m0 >= 'a' && c_m0 <= 'z') {
#line 12 "/work/main/.stage/main/benchmarks/heldout14/kernels/caesar_shift_u8.cu"
                    c_m0 = 'a' + (c_m0 - 'a' + shift) % 26;
                }
            }
            out_v1.x = (out_v1.x & 4294967040u) | ((unsigned int)(unsigned char)c_m0 & 255u);
        }
    }
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout14/kernels/caesar_shift_u8.cu"
        int i_m1 = 16u * (blockIdx.x * blockDim.x + threadIdx.x) + 1u;
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/caesar_shift_u8.cu"
        if (ucond) {
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/caesar_shift_u8.cu"
            int c_m1 = (int)((text_v0.x >> 8) & 255u);
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/caesar_shift_u8.cu"
            if (c_m1 >= 'A' && c_m1 <= 'Z') {
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/caesar_shift_u8.cu"
                c_m1 = 'A' + (c_m1 - 'A' + shift) % 26;
            } else {
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/caesar_shift_u8.cu"
                if (c_m1 >= 'a' && c_m1 <= 'z') {
#line 12 "/work/main/.stage/main/benchmarks/heldout14/kernels/caesar_shift_u8.cu"
                    c_m1 = 'a' + (c_m1 - 'a' + shift) % 26;
                }
            }
            out_v1.x = (out_v1.x & 4294902015u) | (((unsigned int)(unsigned char)c_m1 & 255u) << 8);
        }
    }
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout14/kernels/caesar_shift_u8.cu"
        int i_m2 = 16u * (blockIdx.x * blockDim.x + threadIdx.x) + 2u;
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/caesar_shift_u8.cu"
        if (ucond) {
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/caesar_shift_u8.cu"
            int c_m2 = (int)((text_v0.x >> 16) & 255u);
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/caesar_shift_u8.cu"
            if (c_m2 >= 'A' && c_m2 <= 'Z') {
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/caesar_shift_u8.cu"
                c_m2 = 'A' + (c_m2 - 'A' + shift) % 26;
            } else {
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/caesar_shift_u8.cu"
                if (c_m2 >= 'a' && c_m2 <= 'z') {
#line 12 "/work/main/.stage/main/benchmarks/heldout14/kernels/caesar_shift_u8.cu"
                    c_m2 = 'a' + (c_m2 - 'a' + shift) % 26;
                }
            }
            out_v1.x = (out_v1.x & 4278255615u) | (((unsigned int)(unsigned char)c_m2 & 255u) << 16);
        }
    }
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout14/kernels/caesar_shift_u8.cu"
        int i_m3 = 16u * (blockIdx.x * blockDim.x + threadIdx.x) + 3u;
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/caesar_shift_u8.cu"
        if (ucond) {
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/caesar_shift_u8.cu"
            int c_m3 = (int)(text_v0.x >> 24);
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/caesar_shift_u8.cu"
            if (c_m3 >= 'A' && c_m3 <= 'Z') {
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/caesar_shift_u8.cu"
                c_m3 = 'A' + (c_m3 - 'A' + shift) % 26;
            } else {
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/caesar_shift_u8.cu"
                if (c_m3 >= 'a' && c_m3 <= 'z') {
#line 12 "/work/main/.stage/main/benchmarks/heldout14/kernels/caesar_shift_u8.cu"
                    c_m3 = 'a' + (c_m3 - 'a' + shift) % 26;
                }
            }
            out_v1.x = (out_v1.x & 16777215u) | (((unsigned int)(unsigned char)c_m3 & 255u) << 24);
        }
    }
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout14/kernels/caesar_shift_u8.cu"
        int i_m4 = 16u * (blockIdx.x * blockDim.x + threadIdx.x) + 4u;
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/caesar_shift_u8.cu"
        if (ucond) {
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/caesar_shift_u8.cu"
            int c_m4 = (int)(text_v0.y & 255u);
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/caesar_shift_u8.cu"
            if (c_m4 >= 'A' && c_m4 <= 'Z') {
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/caesar_shift_u8.cu"
                c_m4 = 'A' + (c_m4 - 'A' + shift) % 26;
            } else {
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/caesar_shift_u8.cu"
                if (c_m4 >= 'a' && c_m4 <= 'z') {
#line 12 "/work/main/.stage/main/benchmarks/heldout14/kernels/caesar_shift_u8.cu"
                    c_m4 = 'a' + (c_m4 - 'a' + shift) % 26;
                }
            }
            out_v1.y = (out_v1.y & 4294967040u) | ((unsigned int)(unsigned char)c_m4 & 255u);
        }
    }
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout14/kernels/caesar_shift_u8.cu"
        int i_m5 = 16u * (blockIdx.x * blockDim.x + threadIdx.x) + 5u;
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/caesar_shift_u8.cu"
        if (ucond) {
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/caesar_shift_u8.cu"
            int c_m5 = (int)((text_v0.y >> 8) & 255u);
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/caesar_shift_u8.cu"
            if (c_m5 >= 'A' && c_m5 <= 'Z') {
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/caesar_shift_u8.cu"
                c_m5 = 'A' + (c_m5 - 'A' + shift) % 26;
            } else {
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/caesar_shift_u8.cu"
                if (c_m5 >= 'a' && c_m5 <= 'z') {
#line 12 "/work/main/.stage/main/benchmarks/heldout14/kernels/caesar_shift_u8.cu"
                    c_m5 = 'a' + (c_m5 - 'a' + shift) % 26;
                }
            }
            out_v1.y = (out_v1.y & 4294902015u) | (((unsigned int)(unsigned char)c_m5 & 255u) << 8);
        }
    }
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout14/kernels/caesar_shift_u8.cu"
        int i_m6 = 16u * (blockIdx.x * blockDim.x + threadIdx.x) + 6u;
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/caesar_shift_u8.cu"
        if (ucond) {
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/caesar_shift_u8.cu"
            int c_m6 = (int)((text_v0.y >> 16) & 255u);
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/caesar_shift_u8.cu"
            if (c_m6 >= 'A' && c_m6 <= 'Z') {
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/caesar_shift_u8.cu"
                c_m6 = 'A' + (c_m6 - 'A' + shift) % 26;
            } else {
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/caesar_shift_u8.cu"
                if (c_m6 >= 'a' && c_m6 <= 'z') {
#line 12 "/work/main/.stage/main/benchmarks/heldout14/kernels/caesar_shift_u8.cu"
                    c_m6 = 'a' + (c_m6 - 'a' + shift) % 26;
                }
            }
            out_v1.y = (out_v1.y & 4278255615u) | (((unsigned int)(unsigned char)c_m6 & 255u) << 16);
        }
    }
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout14/kernels/caesar_shift_u8.cu"
        int i_m7 = 16u * (blockIdx.x * blockDim.x + threadIdx.x) + 7u;
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/caesar_shift_u8.cu"
        if (ucond) {
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/caesar_shift_u8.cu"
            int c_m7 = (int)(text_v0.y >> 24);
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/caesar_shift_u8.cu"
            if (c_m7 >= 'A' && c_m7 <= 'Z') {
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/caesar_shift_u8.cu"
                c_m7 = 'A' + (c_m7 - 'A' + shift) % 26;
            } else {
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/caesar_shift_u8.cu"
                if (c_m7 >= 'a' && c_m7 <= 'z') {
#line 12 "/work/main/.stage/main/benchmarks/heldout14/kernels/caesar_shift_u8.cu"
                    c_m7 = 'a' + (c_m7 - 'a' + shift) % 26;
                }
            }
            out_v1.y = (out_v1.y & 16777215u) | (((unsigned int)(unsigned char)c_m7 & 255u) << 24);
        }
    }
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout14/kernels/caesar_shift_u8.cu"
        int i_m8 = 16u * (blockIdx.x * blockDim.x + threadIdx.x) + 8u;
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/caesar_shift_u8.cu"
        if (ucond) {
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/caesar_shift_u8.cu"
            int c_m8 = (int)(text_v0.z & 255u);
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/caesar_shift_u8.cu"
            if (c_m8 >= 'A' && c_m8 <= 'Z') {
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/caesar_shift_u8.cu"
                c_m8 = 'A' + (c_m8 - 'A' + shift) % 26;
            } else {
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/caesar_shift_u8.cu"
                if (c_m8 >= 'a' && c_m8 <= 'z') {
#line 12 "/work/main/.stage/main/benchmarks/heldout14/kernels/caesar_shift_u8.cu"
                    c_m8 = 'a' + (c_m8 - 'a' + shift) % 26;
                }
            }
            out_v1.z = (out_v1.z & 4294967040u) | ((unsigned int)(unsigned char)c_m8 & 255u);
        }
    }
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout14/kernels/caesar_shift_u8.cu"
        int i_m9 = 16u * (blockIdx.x * blockDim.x + threadIdx.x) + 9u;
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/caesar_shift_u8.cu"
        if (ucond) {
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/caesar_shift_u8.cu"
            int c_m9 = (int)((text_v0.z >> 8) & 255u);
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/caesar_shift_u8.cu"
            if (c_m9 >= 'A' && c_m9 <= 'Z') {
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/caesar_shift_u8.cu"
                c_m9 = 'A' + (c_m9 - 'A' + shift) % 26;
            } else {
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/caesar_shift_u8.cu"
                if (c_m9 >= 'a' && c_m9 <= 'z') {
#line 12 "/work/main/.stage/main/benchmarks/heldout14/kernels/caesar_shift_u8.cu"
                    c_m9 = 'a' + (c_m9 - 'a' + shift) % 26;
                }
            }
            out_v1.z = (out_v1.z & 4294902015u) | (((unsigned int)(unsigned char)c_m9 & 255u) << 8);
        }
    }
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout14/kernels/caesar_shift_u8.cu"
        int i_m10 = 16u * (blockIdx.x * blockDim.x + threadIdx.x) + 10u;
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/caesar_shift_u8.cu"
        if (ucond) {
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/caesar_shift_u8.cu"
            int c_m10 = (int)((text_v0.z >> 16) & 255u);
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/caesar_shift_u8.cu"
            if (c_m10 >= 'A' && c_m10 <= 'Z') {
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/caesar_shift_u8.cu"
                c_m10 = 'A' + (c_m10 - 'A' + shift) % 26;
            } else {
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/caesar_shift_u8.cu"
                if (c_m10 >= 'a' && c_m10 <= 'z') {
#line 12 "/work/main/.stage/main/benchmarks/heldout14/kernels/caesar_shift_u8.cu"
                    c_m10 = 'a' + (c_m10 - 'a' + shift) % 26;
                }
            }
            out_v1.z = (out_v1.z & 4278255615u) | (((unsigned int)(unsigned char)c_m10 & 255u) << 16);
        }
    }
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout14/kernels/caesar_shift_u8.cu"
        int i_m11 = 16u * (blockIdx.x * blockDim.x + threadIdx.x) + 11u;
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/caesar_shift_u8.cu"
        if (ucond) {
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/caesar_shift_u8.cu"
            int c_m11 = (int)(text_v0.z >> 24);
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/caesar_shift_u8.cu"
            if (c_m11 >= 'A' && c_m11 <= 'Z') {
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/caesar_shift_u8.cu"
                c_m11 = 'A' + (c_m11 - 'A' + shift) % 26;
            } else {
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/caesar_shift_u8.cu"
                if (c_m11 >= 'a' && c_m11 <= 'z') {
#line 12 "/work/main/.stage/main/benchmarks/heldout14/kernels/caesar_shift_u8.cu"
                    c_m11 = 'a' + (c_m11 - 'a' + shift) % 26;
                }
            }
            out_v1.z = (out_v1.z & 16777215u) | (((unsigned int)(unsigned char)c_m11 & 255u) << 24);
        }
    }
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout14/kernels/caesar_shift_u8.cu"
        int i_m12 = 16u * (blockIdx.x * blockDim.x + threadIdx.x) + 12u;
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/caesar_shift_u8.cu"
        if (ucond) {
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/caesar_shift_u8.cu"
            int c_m12 = (int)(text_v0.w & 255u);
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/caesar_shift_u8.cu"
            if (c_m12 >= 'A' && c_m12 <= 'Z') {
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/caesar_shift_u8.cu"
                c_m12 = 'A' + (c_m12 - 'A' + shift) % 26;
            } else {
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/caesar_shift_u8.cu"
                if (c_m12 >= 'a' && c_m12 <= 'z') {
#line 12 "/work/main/.stage/main/benchmarks/heldout14/kernels/caesar_shift_u8.cu"
                    c_m12 = 'a' + (c_m12 - 'a' + shift) % 26;
                }
            }
            out_v1.w = (out_v1.w & 4294967040u) | ((unsigned int)(unsigned char)c_m12 & 255u);
        }
    }
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout14/kernels/caesar_shift_u8.cu"
        int i_m13 = 16u * (blockIdx.x * blockDim.x + threadIdx.x) + 13u;
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/caesar_shift_u8.cu"
        if (ucond) {
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/caesar_shift_u8.cu"
            int c_m13 = (int)((text_v0.w >> 8) & 255u);
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/caesar_shift_u8.cu"
            if (c_m13 >= 'A' && c_m13 <= 'Z') {
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/caesar_shift_u8.cu"
                c_m13 = 'A' + (c_m13 - 'A' + shift) % 26;
            } else {
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/caesar_shift_u8.cu"
                if (c_m13 >= 'a' && c_m13 <= 'z') {
#line 12 "/work/main/.stage/main/benchmarks/heldout14/kernels/caesar_shift_u8.cu"
                    c_m13 = 'a' + (c_m13 - 'a' + shift) % 26;
                }
            }
            out_v1.w = (out_v1.w & 4294902015u) | (((unsigned int)(unsigned char)c_m13 & 255u) << 8);
        }
    }
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout14/kernels/caesar_shift_u8.cu"
        int i_m14 = 16u * (blockIdx.x * blockDim.x + threadIdx.x) + 14u;
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/caesar_shift_u8.cu"
        if (ucond) {
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/caesar_shift_u8.cu"
            int c_m14 = (int)((text_v0.w >> 16) & 255u);
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/caesar_shift_u8.cu"
            if (c_m14 >= 'A' && c_m14 <= 'Z') {
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/caesar_shift_u8.cu"
                c_m14 = 'A' + (c_m14 - 'A' + shift) % 26;
            } else {
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/caesar_shift_u8.cu"
                if (c_m14 >= 'a' && c_m14 <= 'z') {
#line 12 "/work/main/.stage/main/benchmarks/heldout14/kernels/caesar_shift_u8.cu"
                    c_m14 = 'a' + (c_m14 - 'a' + shift) % 26;
                }
            }
            out_v1.w = (out_v1.w & 4278255615u) | (((unsigned int)(unsigned char)c_m14 & 255u) << 16);
        }
    }
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout14/kernels/caesar_shift_u8.cu"
        int i_m15 = 16u * (blockIdx.x * blockDim.x + threadIdx.x) + 15u;
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/caesar_shift_u8.cu"
        if (ucond) {
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/caesar_shift_u8.cu"
            int c_m15 = (int)(text_v0.w >> 24);
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/caesar_shift_u8.cu"
            if (c_m15 >= 'A' && c_m15 <= 'Z') {
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/caesar_shift_u8.cu"
                c_m15 = 'A' + (c_m15 - 'A' + shift) % 26;
            } else {
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/caesar_shift_u8.cu"
                if (c_m15 >= 'a' && c_m15 <= 'z') {
#line 12 "/work/main/.stage/main/benchmarks/heldout14/kernels/caesar_shift_u8.cu"
                    c_m15 = 'a' + (c_m15 - 'a' + shift) % 26;
                }
            }
            out_v1.w = (out_v1.w & 16777215u) | (((unsigned int)(unsigned char)c_m15 & 255u) << 24);
            *(uint4*)(&out[i_m15] - 15) = out_v1;
        }
    }
}
