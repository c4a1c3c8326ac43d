extern "C" __global__ void caesar_shift_u8_opt(const unsigned char* text, unsigned char* out, int shift, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout14/kernels/caesar_shift_u8.cl"
    int ucond = (int)(16ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x)) < n;
    uint4 text_v0;
    uint4 out_v1;
    {
#line 5 "/work/main/.stage/main/benchmarks/heldout14/kernels/caesar_shift_u8.cl"
        int i_m0 = 16ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x);
#line 6 "/work/main/.stage/main/benchmarks/heldout14/kernels/caesar_shift_u8.cl"
        if (ucond) {
            text_v0 = *(const uint4*)&text[i_m0];
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/caesar_shift_u8.cl"
            int c_m0 = (int)(text_v0.x & 255u);
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/caesar_shift_u8.cl"
            if (c_m0 >= 65 && c_m0 <= 90) {
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/caesar_shift_u8.cl"
                c_m0 = 65 + (c_m0 - 65 + shift) % 26;
            } else {
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/caesar_shift_u8.cl"
                if (c_m0 >= 97 && c_m0 <= 122) {
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/caesar_shift_u8.cl"
                    c_m0 = 97 + (c_m0 - 97 + shift) % 26;
                }
            }
            out_v1.x = (out_v1.x & 4294967040u) | ((unsigned int)(unsigned char)c_m0 & 255u);
        }
    }
    {
#line 5 "/work/main/.stage/main/benchmarks/heldout14/kernels/caesar_shift_u8.cl"
        int i_m1 = 16ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 1ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout14/kernels/caesar_shift_u8.cl"
        if (ucond) {
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/caesar_shift_u8.cl"
            int c_m1 = (int)((text_v0.x >> 8) & 255u);
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/caesar_shift_u8.cl"
            if (c_m1 >= 65 && c_m1 <= 90) {
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/caesar_shift_u8.cl"
                c_m1 = 65 + (c_m1 - 65 + shift) % 26;
            } else {
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/caesar_shift_u8.cl"
                if (c_m1 >= 97 && c_m1 <= 122) {
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/caesar_shift_u8.cl"
                    c_m1 = 97 + (c_m1 - 97 + shift) % 26;
                }
            }
            out_v1.x = (out_v1.x & 4294902015u) | (((unsigned int)(unsigned char)c_m1 & 255u) << 8);
        }
    }
    {
#line 5 "/work/main/.stage/main/benchmarks/heldout14/kernels/caesar_shift_u8.cl"
        int i_m2 = 16ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 2ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout14/kernels/caesar_shift_u8.cl"
        if (ucond) {
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/caesar_shift_u8.cl"
            int c_m2 = (int)((text_v0.x >> 16) & 255u);
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/caesar_shift_u8.cl"
            if (c_m2 >= 65 && c_m2 <= 90) {
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/caesar_shift_u8.cl"
                c_m2 = 65 + (c_m2 - 65 + shift) % 26;
            } else {
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/caesar_shift_u8.cl"
                if (c_m2 >= 97 && c_m2 <= 122) {
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/caesar_shift_u8.cl"
                    c_m2 = 97 + (c_m2 - 97 + shift) % 26;
                }
            }
            out_v1.x = (out_v1.x & 4278255615u) | (((unsigned int)(unsigned char)c_m2 & 255u) << 16);
        }
    }
    {
#line 5 "/work/main/.stage/main/benchmarks/heldout14/kernels/caesar_shift_u8.cl"
        int i_m3 = 16ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 3ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout14/kernels/caesar_shift_u8.cl"
        if (ucond) {
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/caesar_shift_u8.cl"
            int c_m3 = (int)(text_v0.x >> 24);
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/caesar_shift_u8.cl"
            if (c_m3 >= 65 && c_m3 <= 90) {
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/caesar_shift_u8.cl"
                c_m3 = 65 + (c_m3 - 65 + shift) % 26;
            } else {
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/caesar_shift_u8.cl"
                if (c_m3 >= 97 && c_m3 <= 122) {
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/caesar_shift_u8.cl"
                    c_m3 = 97 + (c_m3 - 97 + shift) % 26;
                }
            }
            out_v1.x = (out_v1.x & 16777215u) | (((unsigned int)(unsigned char)c_m3 & 255u) << 24);
        }
    }
    {
#line 5 "/work/main/.stage/main/benchmarks/heldout14/kernels/caesar_shift_u8.cl"
        int i_m4 = 16ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 4ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout14/kernels/caesar_shift_u8.cl"
        if (ucond) {
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/caesar_shift_u8.cl"
            int c_m4 = (int)(text_v0.y & 255u);
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/caesar_shift_u8.cl"
            if (c_m4 >= 65 && c_m4 <= 90) {
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/caesar_shift_u8.cl"
                c_m4 = 65 + (c_m4 - 65 + shift) % 26;
            } else {
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/caesar_shift_u8.cl"
                if (c_m4 >= 97 && c_m4 <= 122) {
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/caesar_shift_u8.cl"
                    c_m4 = 97 + (c_m4 - 97 + shift) % 26;
                }
            }
            out_v1.y = (out_v1.y & 4294967040u) | ((unsigned int)(unsigned char)c_m4 & 255u);
        }
    }
    {
#line 5 "/work/main/.stage/main/benchmarks/heldout14/kernels/caesar_shift_u8.cl"
        int i_m5 = 16ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 5ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout14/kernels/caesar_shift_u8.cl"
        if (ucond) {
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/caesar_shift_u8.cl"
            int c_m5 = (int)((text_v0.y >> 8) & 255u);
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/caesar_shift_u8.cl"
            if (c_m5 >= 65 && c_m5 <= 90) {
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/caesar_shift_u8.cl"
                c_m5 = 65 + (c_m5 - 65 + shift) % 26;
            } else {
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/caesar_shift_u8.cl"
                if (c_m5 >= 97 && c_m5 <= 122) {
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/caesar_shift_u8.cl"
                    c_m5 = 97 + (c_m5 - 97 + shift) % 26;
                }
            }
            out_v1.y = (out_v1.y & 4294902015u) | (((unsigned int)(unsigned char)c_m5 & 255u) << 8);
        }
    }
    {
#line 5 "/work/main/.stage/main/benchmarks/heldout14/kernels/caesar_shift_u8.cl"
        int i_m6 = 16ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 6ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout14/kernels/caesar_shift_u8.cl"
        if (ucond) {
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/caesar_shift_u8.cl"
            int c_m6 = (int)((text_v0.y >> 16) & 255u);
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/caesar_shift_u8.cl"
            if (c_m6 >= 65 && c_m6 <= 90) {
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/caesar_shift_u8.cl"
                c_m6 = 65 + (c_m6 - 65 + shift) % 26;
            } else {
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/caesar_shift_u8.cl"
                if (c_m6 >= 97 && c_m6 <= 122) {
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/caesar_shift_u8.cl"
                    c_m6 = 97 + (c_m6 - 97 + shift) % 26;
                }
            }
            out_v1.y = (out_v1.y & 4278255615u) | (((unsigned int)(unsigned char)c_m6 & 255u) << 16);
        }
    }
    {
#line 5 "/work/main/.stage/main/benchmarks/heldout14/kernels/caesar_shift_u8.cl"
        int i_m7 = 16ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 7ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout14/kernels/caesar_shift_u8.cl"
        if (ucond) {
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/caesar_shift_u8.cl"
            int c_m7 = (int)(text_v0.y >> 24);
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/caesar_shift_u8.cl"
            if (c_m7 >= 65 && c_m7 <= 90) {
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/caesar_shift_u8.cl"
                c_m7 = 65 + (c_m7 - 65 + shift) % 26;
            } else {
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/caesar_shift_u8.cl"
                if (c_m7 >= 97 && c_m7 <= 122) {
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/caesar_shift_u8.cl"
                    c_m7 = 97 + (c_m7 - 97 + shift) % 26;
                }
            }
            out_v1.y = (out_v1.y & 16777215u) | (((unsigned int)(unsigned char)c_m7 & 255u) << 24);
        }
    }
    {
#line 5 "/work/main/.stage/main/benchmarks/heldout14/kernels/caesar_shift_u8.cl"
        int i_m8 = 16ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 8ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout14/kernels/caesar_shift_u8.cl"
        if (ucond) {
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/caesar_shift_u8.cl"
            int c_m8 = (int)(text_v0.z & 255u);
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/caesar_shift_u8.cl"
            if (c_m8 >= 65 && c_m8 <= 90) {
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/caesar_shift_u8.cl"
                c_m8 = 65 + (c_m8 - 65 + shift) % 26;
            } else {
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/caesar_shift_u8.cl"
                if (c_m8 >= 97 && c_m8 <= 122) {
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/caesar_shift_u8.cl"
                    c_m8 = 97 + (c_m8 - 97 + shift) % 26;
                }
            }
            out_v1.z = (out_v1.z & 4294967040u) | ((unsigned int)(unsigned char)c_m8 & 255u);
        }
    }
    {
#line 5 "/work/main/.stage/main/benchmarks/heldout14/kernels/caesar_shift_u8.cl"
        int i_m9 = 16ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 9ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout14/kernels/caesar_shift_u8.cl"
        if (ucond) {
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/caesar_shift_u8.cl"
            int c_m9 = (int)((text_v0.z >> 8) & 255u);
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/caesar_shift_u8.cl"
            if (c_m9 >= 65 && c_m9 <= 90) {
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/caesar_shift_u8.cl"
                c_m9 = 65 + (c_m9 - 65 + shift) % 26;
            } else {
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/caesar_shift_u8.cl"
                if (c_m9 >= 97 && c_m9 <= 122) {
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/caesar_shift_u8.cl"
                    c_m9 = 97 + (c_m9 - 97 + shift) % 26;
                }
            }
            out_v1.z = (out_v1.z & 4294902015u) | (((unsigned int)(unsigned char)c_m9 & 255u) << 8);
        }
    }
    {
#line 5 "/work/main/.stage/main/benchmarks/heldout14/kernels/caesar_shift_u8.cl"
        int i_m10 = 16ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 10ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout14/kernels/caesar_shift_u8.cl"
        if (ucond) {
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/caesar_shift_u8.cl"
            int c_m10 = (int)((text_v0.z >> 16) & 255u);
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/caesar_shift_u8.cl"
            if (c_m10 >= 65 && c_m10 <= 90) {
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/caesar_shift_u8.cl"
                c_m10 = 65 + (c_m10 - 65 + shift) % 26;
            } else {
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/caesar_shift_u8.cl"
                if (c_m10 >= 97 && c_m10 <= 122) {
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/caesar_shift_u8.cl"
                    c_m10 = 97 + (c_m10 - 97 + shift) % 26;
                }
            }
            out_v1.z = (out_v1.z & 4278255615u) | (((unsigned int)(unsigned char)c_m10 & 255u) << 16);
        }
    }
    {
#line 5 "/work/main/.stage/main/benchmarks/heldout14/kernels/caesar_shift_u8.cl"
        int i_m11 = 16ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 11ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout14/kernels/caesar_shift_u8.cl"
        if (ucond) {
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/caesar_shift_u8.cl"
            int c_m11 = (int)(text_v0.z >> 24);
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/caesar_shift_u8.cl"
            if (c_m11 >= 65 && c_m11 <= 90) {
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/caesar_shift_u8.cl"
                c_m11 = 65 + (c_m11 - 65 + shift) % 26;
            } else {
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/caesar_shift_u8.cl"
                if (c_m11 >= 97 && c_m11 <= 122) {
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/caesar_shift_u8.cl"
                    c_m11 = 97 + (c_m11 - 97 + shift) % 26;
                }
            }
            out_v1.z = (out_v1.z & 16777215u) | (((unsigned int)(unsigned char)c_m11 & 255u) << 24);
        }
    }
    {
#line 5 "/work/main/.stage/main/benchmarks/heldout14/kernels/caesar_shift_u8.cl"
        int i_m12 = 16ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 12ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout14/kernels/caesar_shift_u8.cl"
        if (ucond) {
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/caesar_shift_u8.cl"
            int c_m12 = (int)(text_v0.w & 255u);
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/caesar_shift_u8.cl"
            if (c_m12 >= 65 && c_m12 <= 90) {
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/caesar_shift_u8.cl"
                c_m12 = 65 + (c_m12 - 65 + shift) % 26;
            } else {
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/caesar_shift_u8.cl"
                if (c_m12 >= 97 && c_m12 <= 122) {
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/caesar_shift_u8.cl"
                    c_m12 = 97 + (c_m12 - 97 + shift) % 26;
                }
            }
            out_v1.w = (out_v1.w & 4294967040u) | ((unsigned int)(unsigned char)c_m12 & 255u);
        }
    }
    {
#line 5 "/work/main/.stage/main/benchmarks/heldout14/kernels/caesar_shift_u8.cl"
        int i_m13 = 16ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 13ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout14/kernels/caesar_shift_u8.cl"
        if (ucond) {
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/caesar_shift_u8.cl"
            int c_m13 = (int)((text_v0.w >> 8) & 255u);
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/caesar_shift_u8.cl"
            if (c_m13 >= 65 && c_m13 <= 90) {
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/caesar_shift_u8.cl"
                c_m13 = 65 + (c_m13 - 65 + shift) % 26;
            } else {
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/caesar_shift_u8.cl"
                if (c_m13 >= 97 && c_m13 <= 122) {
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/caesar_shift_u8.cl"
                    c_m13 = 97 + (c_m13 - 97 + shift) % 26;
                }
            }
            out_v1.w = (out_v1.w & 4294902015u) | (((unsigned int)(unsigned char)c_m13 & 255u) << 8);
        }
    }
    {
#line 5 "/work/main/.stage/main/benchmarks/heldout14/kernels/caesar_shift_u8.cl"
        int i_m14 = 16ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 14ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout14/kernels/caesar_shift_u8.cl"
        if (ucond) {
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/caesar_shift_u8.cl"
            int c_m14 = (int)((text_v0.w >> 16) & 255u);
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/caesar_shift_u8.cl"
            if (c_m14 >= 65 && c_m14 <= 90) {
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/caesar_shift_u8.cl"
                c_m14 = 65 + (c_m14 - 65 + shift) % 26;
            } else {
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/caesar_shift_u8.cl"
                if (c_m14 >= 97 && c_m14 <= 122) {
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/caesar_shift_u8.cl"
                    c_m14 = 97 + (c_m14 - 97 + shift) % 26;
                }
            }
            out_v1.w = (out_v1.w & 4278255615u) | (((unsigned int)(unsigned char)c_m14 & 255u) << 16);
        }
    }
    {
#line 5 "/work/main/.stage/main/benchmarks/heldout14/kernels/caesar_shift_u8.cl"
        int i_m15 = 16ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 15ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout14/kernels/caesar_shift_u8.cl"
        if (ucond) {
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/caesar_shift_u8.cl"
            int c_m15 = (int)(text_v0.w >> 24);
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/caesar_shift_u8.cl"
            if (c_m15 >= 65 && c_m15 <= 90) {
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/caesar_shift_u8.cl"
                c_m15 = 65 + (c_m15 - 65 + shift) % 26;
            } else {
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/caesar_shift_u8.cl"
                if (c_m15 >= 97 && c_m15 <= 122) {
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/caesar_shift_u8.cl"
                    c_m15 = 97 + (c_m15 - 97 + shift) % 26;
                }
            }
            out_v1.w = (out_v1.w & 16777215u) | (((unsigned int)(unsigned char)c_m15 & 255u) << 24);
            *(uint4*)(&out[i_m15] - 15) = out_v1;
        }
    }
}
