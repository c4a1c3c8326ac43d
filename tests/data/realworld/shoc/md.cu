// md_kernel.cu: Lennard-Jones force with a neighbor list (SHOC style)
#include <cuda.h>

#define cutsq 16.0f
#define lj1   1.5f
#define lj2   2.0f

template <class T, class forceVecType, class posVecType>
__global__ void compute_lj_force(forceVecType* __restrict__ force,
                                 const posVecType* __restrict__ position,
                                 const int neighCount,
                                 const int* __restrict__ neighList,
                                 const T cutsq_,
                                 const T lj1_,
                                 const T lj2_,
                                 const int inum)
{
    // Global ID - one thread per atom
    int idx = blockIdx.x*blockDim.x + threadIdx.x;

    // Position of this thread's atom
    posVecType ipos = position[idx];

    // Force accumulator
    forceVecType f = {0.0f, 0.0f, 0.0f, 0.0f};

    int j = 0;
    while (j < neighCount)
    {
        int jidx = neighList[j*inum + idx];
        posVecType jpos = position[jidx];

        // Calculate distance
        T delx = ipos.x - jpos.x;
        T dely = ipos.y - jpos.y;
        T delz = ipos.z - jpos.z;
        T r2inv = delx*delx + dely*dely + delz*delz;

        // If distance is less than cutoff, calculate force
        // and add to accumulator
        if (r2inv < cutsq_)
        {
            r2inv = 1.0f/r2inv;
            T r6inv = r2inv * r2inv * r2inv;
            T force = r2inv*r6inv*(lj1_*r6inv - lj2_);

            f.x += delx * force;
            f.y += dely * force;
            f.z += delz * force;
        }
        j++;
    }

    // store the results
    force[idx] = f;
}

template __global__ void compute_lj_force<float, float4, float4>(float4 *, const float4 *, const int, const int *, const float, const float, const float, const int);
