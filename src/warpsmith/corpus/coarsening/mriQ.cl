// mriQ (Parboil mri-q, opencl_base ComputeQ_GPU): the Q matrix of non-Cartesian MRI
// reconstruction. Each work-item owns one voxel (x, y, z) and accumulates over numK
// k-space samples (Kx, Ky, Kz, PhiMag) in __constant memory:
// Qr += PhiMag * cos(2 pi (Kx x + Ky y + Kz z)), Qi += PhiMag * sin(...), onto the values
// already in Qr/Qi (the original launches once per chunk of at most
// KERNEL_Q_K_ELEMS_PER_GRID samples). As in the original an odd first sample is taken
// alone and the rest two at a time. The voxel index is get_group_id(0) * local size +
// get_local_id(0); the original spells the local size as the constant
// KERNEL_Q_THREADS_PER_BLOCK, here it is get_local_size(0) so that any local size works.
#define PIx2 6.2831853071795864769252867665590058f
#define KERNEL_Q_K_ELEMS_PER_GRID 1024

struct kValues {
    float Kx;
    float Ky;
    float Kz;
    float PhiMag;
};

__kernel void mriQ(int numK, int kGlobalIndex,
                   __global const float *x, __global const float *y, __global const float *z,
                   __global float *Qr, __global float *Qi,
                   __constant struct kValues *ck)
{
    int xIndex = get_group_id(0) * get_local_size(0) + get_local_id(0);

    float sX = x[xIndex];
    float sY = y[xIndex];
    float sZ = z[xIndex];
    float sQr = Qr[xIndex];
    float sQi = Qi[xIndex];

    int kIndex = 0;
    if (numK % 2) {
        float expArg = PIx2 * (ck[0].Kx * sX + ck[0].Ky * sY + ck[0].Kz * sZ);
        sQr += ck[0].PhiMag * cos(expArg);
        sQi += ck[0].PhiMag * sin(expArg);
        kIndex++;
        kGlobalIndex++;
    }

    for (; (kIndex < KERNEL_Q_K_ELEMS_PER_GRID) && (kGlobalIndex < numK);
         kIndex += 2, kGlobalIndex += 2) {
        float expArg = PIx2 * (ck[kIndex].Kx * sX + ck[kIndex].Ky * sY +
                               ck[kIndex].Kz * sZ);
        sQr += ck[kIndex].PhiMag * cos(expArg);
        sQi += ck[kIndex].PhiMag * sin(expArg);

        int kIndex1 = kIndex + 1;
        float expArg1 = PIx2 * (ck[kIndex1].Kx * sX + ck[kIndex1].Ky * sY +
                                ck[kIndex1].Kz * sZ);
        sQr += ck[kIndex1].PhiMag * cos(expArg1);
        sQi += ck[kIndex1].PhiMag * sin(expArg1);
    }

    Qr[xIndex] = sQr;
    Qi[xIndex] = sQi;
}
